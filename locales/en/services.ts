// English copy for the /services overview and the service sub-pages (/services/{slug}).
import type { PageCopy } from '../page-copy';
import type { ServiceSlug } from '../../site/slugs/services';
import { durationText } from '../implementation-durations';

export const servicesIndex: PageCopy = {
  meta: {
    title: 'Odoo ERP Services in Saudi Arabia: Plan, Build, Support',
    description:
      'Odoo consultation, gap analysis, implementation, customization, migration, integration, training, support and ZATCA e-invoicing for Saudi firms.',
    keywords: [
      'Odoo services Saudi Arabia',
      'Odoo partner KSA',
      'Odoo ERP services',
      'Odoo implementation and support',
      'ZATCA e-invoicing Odoo',
      'Odoo Silver Partner Dammam',
    ],
  },
  h1: 'Odoo services for Saudi businesses, from first advice to daily support',
  lead: 'We are a certified Odoo Silver Partner based in Dammam, working with Saudi companies since 2014. Whether you are choosing an ERP, rolling out Odoo or keeping an existing system healthy, each service below has a clear scope, named deliverables and an estimate before work starts.',
  sections: [
    {
      heading: 'Plan: advice and scoping before you commit',
      paragraphs: [
        'Good ERP projects are decided on facts. Our Odoo consultation answers the big questions first: which edition, which apps, where to host and what a realistic budget range looks like.',
        "For companies ready to scope a project, our gap analysis maps every department's processes against standard Odoo and produces a fit/gap matrix with an effort estimate for each gap. You can use it with us or with any other team.",
      ],
    },
    {
      heading: 'Build: implementation, customization and integration',
      paragraphs: [
        'Our implementation service takes you from spreadsheets or an older system to a live Odoo ERP in clear phases: design, configuration, data migration, testing, training, go-live and hypercare.',
        'Where standard Odoo is not enough, we build custom modules, bilingual reports and approval workflows that can still be upgraded. We also connect Odoo to the systems around it.',
      ],
      bullets: [
        'E-commerce stores on Salla, Zid and Shopify',
        'Banks, payment gateways, WhatsApp and Microsoft 365',
        'Group or customer systems running SAP or Oracle',
        'SAP Ariba, for suppliers that receive purchase orders from Saudi Aramco through Ariba Network',
      ],
    },
    {
      heading: 'Move: migration and upgrades',
      paragraphs: [
        'Odoo releases a new major version every year. We upgrade older Odoo databases, move companies from Community to Enterprise and bring data across from legacy accounting systems, always with a rehearsal on a copy of your data and a reconciliation that your finance lead signs off.',
      ],
    },
    {
      heading: 'Run: training and ongoing support',
      paragraphs: [
        'Role-based training for end users, key users and administrators, delivered in Arabic or English with manuals based on your own screens.',
        'After go-live, our support plans give you a helpdesk, a written SLA with response targets by priority, and consultants who know your configuration.',
      ],
    },
    {
      heading: 'ZATCA e-invoicing compliance',
      paragraphs: [
        'Phase 1 of ZATCA e-invoicing (FATOORAH) has applied since 4 December 2021. Phase 2, integration with the FATOORAH platform, started on 1 January 2023 and is rolled out in waves by taxpayer revenue, each wave notified at least six months ahead. The 24th wave, due by 30 June 2026, took in every taxpayer whose revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024.',
        'Phase 2 invoices are XML files (UBL 2.1) carrying a cryptographic stamp, a QR code, a UUID and a hash chained to the previous invoice. Standard B2B tax invoices are cleared by ZATCA before they reach the buyer; simplified B2C invoices are reported within 24 hours.',
        'We configure the Saudi localization of Odoo, Community or Enterprise, onboard your invoicing journals with ZATCA, test every invoice type in the simulation environment and then go live with your finance team.',
      ],
    },
  ],
  steps: {
    heading: 'How an engagement starts',
    items: [
      {
        title: 'First conversation',
        text: 'A call or visit to understand your business, current systems and the problem you want solved.',
      },
      {
        title: 'Proposed scope',
        text: 'A written scope with the service, deliverables, people involved and an effort estimate.',
      },
      { title: 'Delivery', text: 'Work runs in agreed phases with a named consultant and regular progress reviews.' },
      { title: 'Handover', text: 'Documents, training and, if you choose, a support plan to keep things running.' },
    ],
  },
  deliverables: {
    heading: 'What every engagement includes',
    items: [
      'A named lead consultant on our side',
      'Written scope and estimate before work starts',
      'Documents and code that belong to you',
      'Arabic and English material where your team needs it',
    ],
  },
  faqs: [
    {
      q: 'Which service should we start with?',
      a: 'If you have not chosen an ERP yet, start with a consultation. If you have chosen Odoo and want a firm plan, start with a gap analysis. If Odoo is already live, support or a health check is usually the right first step.',
    },
    {
      q: 'Do you work outside the Eastern Province?',
      a: 'Yes. We are based in Dammam and serve clients across the Kingdom, combining site visits with remote sessions.',
    },
    {
      q: 'Can you take over a project started by another partner?',
      a: 'Yes. We review the database, custom code and open issues first, then give you a written assessment and a plan.',
    },
  ],
  cta: {
    heading: 'Tell us where you are with Odoo',
    text: 'Whether you are comparing systems, preparing for ZATCA Phase 2 or fixing a live system, describe your situation and we will suggest the right service and the next step.',
    button: 'Talk to our team',
  },
};

export const services: Record<ServiceSlug, PageCopy> = {
  'odoo-consultation': {
    meta: {
      title: 'Odoo Consultation: Independent ERP Advice for Saudi Firms',
      description:
        'Talk to senior Odoo consultants about editions, hosting, apps, licences and project risk before you commit budget to an ERP project.',
      keywords: [
        'Odoo consultation',
        'Odoo consultant Saudi Arabia',
        'ERP advisory',
        'Odoo Community vs Enterprise',
        'Odoo project health check',
        'Odoo hosting advice',
      ],
    },
    h1: 'Odoo consultation for decisions you only want to make once',
    lead: 'Choosing an ERP, picking an edition and planning the rollout shape your operations for years. Our consultants give you clear, written advice based on more than 10 years of Odoo projects across the Kingdom.',
    sections: [
      {
        heading: 'What the consultation covers',
        paragraphs: [
          'A consultation is a short, focused engagement, usually a few sessions over one to three weeks. We listen to how your business runs today, look at the systems and spreadsheets you use, and answer the questions that are blocking a decision.',
          'Typical topics include:',
        ],
        bullets: [
          'Odoo Community or Enterprise, and which apps you actually need',
          'Hosting on Odoo Online, Odoo.sh or your own servers, including where your data is stored',
          'User licences and a realistic budget range for the first year',
          'Saudi requirements: 15% VAT, ZATCA e-invoicing, Arabic documents and payroll files for GOSI and WPS',
          'A second opinion on a stalled or troubled Odoo project',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Owners and finance managers comparing Odoo with SAP, Oracle or a local accounting package. Operations heads who already run Odoo but feel the team is not getting enough from it.',
          'It also suits IT managers who want an outside view before signing a contract with any partner, including us.',
        ],
      },
    ],
    steps: {
      heading: 'How a consultation runs',
      items: [
        {
          title: 'Intake call',
          text: 'A 30 to 45 minute call to agree the questions you need answered and who should join the sessions.',
        },
        {
          title: 'Working sessions',
          text: 'Two to four sessions with your finance, sales, warehouse or production leads, on site in the Eastern Province or remotely anywhere in the Kingdom.',
        },
        {
          title: 'Review of current systems',
          text: 'We look at your chart of accounts, key reports and spreadsheets and, if you already run Odoo, your configuration and custom modules.',
        },
        {
          title: 'Written recommendations',
          text: 'We present our findings, answer questions and hand over a short report you can share with your board or partners.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A written recommendation on edition, apps and hosting, with the reasons behind it',
        'An indicative budget and timeline range, clearly marked as estimates',
        'A list of risks and open questions, with a suggested owner for each',
        'For existing Odoo users, a health-check summary of configuration, performance and customizations',
        'A suggested next step, such as a gap analysis or a phased rollout plan',
      ],
    },
    faqs: [
      {
        q: 'Is the consultation tied to buying an implementation from you?',
        a: 'No. You own the report and can use it with any partner or internal team. Many clients continue with us, but the advice is written to stand on its own.',
      },
      {
        q: 'How much time do our people need to give?',
        a: 'Usually four to eight hours from key people spread over one to three weeks, plus access to sample documents and reports.',
      },
      {
        q: 'Can you review a project another partner started?',
        a: 'Yes. We review the database, custom code and open issues, and tell you plainly what can be fixed, what should be redone and the likely effort.',
      },
      {
        q: 'Will you tell us if Odoo is not the right fit?',
        a: 'Yes. We are Odoo specialists, so we explain honestly where Odoo fits your case and where its limits are, before you spend money on it.',
      },
    ],
    cta: {
      heading: 'Book an Odoo consultation',
      text: 'Tell us what decision you are facing. We will propose a scope, the people we need to meet and an estimate for the consultation.',
      button: 'Request a consultation',
    },
  },

  'odoo-gap-analysis': {
    meta: {
      title: 'Odoo Gap Analysis with a Fit/Gap Matrix and Estimates',
      description:
        'Map your processes against standard Odoo and get a fit/gap matrix, a solution for every gap and effort estimates before implementation.',
      keywords: [
        'Odoo gap analysis',
        'fit gap analysis ERP',
        'Odoo fit/gap matrix',
        'Odoo requirements analysis',
        'ERP process mapping',
        'Odoo scoping Saudi Arabia',
      ],
    },
    h1: 'Odoo gap analysis: know what fits before you build',
    lead: 'A gap analysis compares the way your company works with what Odoo does out of the box. You get a documented answer for every requirement, so scope, budget and timeline rest on facts rather than assumptions.',
    sections: [
      {
        heading: 'Why it matters',
        paragraphs: [
          'ERP budgets usually slip because of requirements nobody wrote down, or custom work discovered halfway through the project. A gap analysis brings those items to the surface early, while changing the plan is still cheap.',
          'It also protects you from over-customizing. Many requests that sound like development can be met by configuration, a small process change or an existing Odoo app.',
        ],
      },
      {
        heading: 'How we classify each requirement',
        paragraphs: [
          'Every requirement in the matrix receives one of these classifications, with a short explanation and an effort estimate:',
        ],
        bullets: [
          'Fit: covered by standard Odoo with normal configuration',
          'Configuration or Odoo Studio: fields, views, approval rules or reports added without code',
          'Custom development: a new or extended module, estimated in days',
          'Integration: data exchanged with another system such as a bank, an online store or SAP Ariba',
          "Process change: the business adopts Odoo's standard flow where that is simpler and safe",
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Companies preparing an Odoo implementation, firms with complex operations such as manufacturing, contracting or equipment rental, and businesses that received very different quotes from different partners and want one common baseline.',
        ],
      },
    ],
    steps: {
      heading: 'How the analysis runs',
      items: [
        {
          title: 'Scoping',
          text: 'We agree the departments, sites and legal entities in scope and collect sample documents: invoices, purchase orders, delivery notes, payslips and reports.',
        },
        {
          title: 'Process workshops',
          text: 'Department-by-department workshops, typically one to three weeks in total, where we map current processes with the people who do the work.',
        },
        {
          title: 'Fit/gap assessment',
          text: 'Our consultants test each requirement against a demo Odoo database set up for your case and classify it.',
        },
        {
          title: 'Review and prioritization',
          text: 'We walk your team through the matrix and agree must-have, should-have and later items.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A gap analysis report with current-state process maps',
        'A fit/gap matrix listing every requirement, its classification and effort estimate',
        'A proposed solution for each gap, with alternatives where they exist',
        'Recommended Odoo apps, edition and number of user licences',
        'A phased implementation roadmap with estimated duration and effort ranges',
      ],
    },
    faqs: [
      {
        q: 'How long does a gap analysis take?',
        a: 'For a single company with three to five departments, two to four weeks is a common estimate. Groups with several entities or plants take longer.',
      },
      {
        q: 'Can we use the report with another partner?',
        a: 'Yes. The matrix is written in plain business language and belongs to you.',
      },
      {
        q: 'Do we need a live Odoo system first?',
        a: 'No. We use a demo database set up for your processes, so your team sees how standard Odoo handles their work before anything is built.',
      },
      {
        q: 'What if we already run Odoo?',
        a: 'We can run the analysis against your current database to find gaps, unused features and custom code that standard Odoo now covers.',
      },
    ],
    cta: {
      heading: 'Start with a clear scope',
      text: 'Send us a short description of your operations and the departments in scope. We will reply with a proposed workshop plan and an estimate.',
      button: 'Plan a gap analysis',
    },
  },

  'odoo-customization': {
    meta: {
      title: 'Odoo Customization: Custom Modules, Reports and Workflows',
      description:
        'Custom Odoo modules, Arabic and English reports, approval workflows and screens built to upgrade cleanly and delivered with full source code.',
      keywords: [
        'Odoo customization',
        'Odoo custom module development',
        'Odoo developer Saudi Arabia',
        'Odoo Studio',
        'Odoo Arabic reports',
        'Odoo approval workflow',
      ],
    },
    h1: 'Odoo customization that still upgrades next year',
    lead: 'When standard Odoo does not cover a requirement, our developers extend it with custom modules, reports and workflows. We build them so that your system stays maintainable and can move to the next Odoo version.',
    sections: [
      {
        heading: 'What we customize',
        paragraphs: [
          'Customization covers anything from a change to a report layout to a complete module for a process Odoo does not have. Common requests from Saudi clients include:',
        ],
        bullets: [
          'Approval workflows for purchases, expenses, discounts and credit limits',
          'Bilingual Arabic and English documents: tax invoices, quotations, delivery notes and payslips',
          'New fields, screens and dashboards for specific departments',
          'Industry logic such as rental contracts, progress billing on projects, or batch and serial tracking rules',
          'Scheduled jobs, reminders and notifications by email or WhatsApp',
        ],
      },
      {
        heading: 'Our rules for custom work',
        paragraphs: [
          'We start with configuration and Odoo Studio where they are enough, because they carry the lowest upgrade cost. When code is needed, we write separate modules that extend standard Odoo instead of editing its core files.',
          'Every module is kept in a version-controlled repository, reviewed by a second developer and tested in a staging database before it reaches production. You receive the source code and the right to use and change it.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Businesses whose gap analysis shows real gaps, companies that inherited heavy customizations and need them cleaned up, and teams with a backlog of small requests that slow down daily work.',
        ],
      },
    ],
    steps: {
      heading: 'How a customization project runs',
      items: [
        {
          title: 'Specification',
          text: 'We write a short functional specification with screenshots or mock-ups, and you approve it before development starts.',
        },
        {
          title: 'Estimate',
          text: 'Each item is estimated in days, so you can decide what is worth building now and what can wait.',
        },
        {
          title: 'Development and review',
          text: 'Developers build in short cycles and show progress on a test database every one or two weeks.',
        },
        {
          title: 'Testing and release',
          text: 'Your key users test in staging; after sign-off we deploy at an agreed time with a rollback plan.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A functional specification for each customization',
        'Custom modules with source code in your repository',
        'Technical notes and a change log',
        'Test scenarios used in user acceptance testing',
        'Updated user instructions for changed screens',
      ],
    },
    faqs: [
      {
        q: 'Will customizations stop us from upgrading?',
        a: 'Any custom code needs some work at upgrade time. Keeping it in separate, well-structured modules keeps that work small and predictable, and we estimate it when planning your upgrade.',
      },
      {
        q: 'Should we use Odoo Studio or code?',
        a: 'Studio suits fields, views and simple automation on Odoo Enterprise. Complex logic, integrations and performance-sensitive features are better written as modules.',
      },
      {
        q: 'Can you fix customizations built by someone else?',
        a: 'Yes. We review the code first and give you a written assessment before changing anything.',
      },
      {
        q: 'Do we own the code?',
        a: 'Yes. Modules written for you are delivered with full source code.',
      },
      {
        q: 'How long does a typical customization take?',
        a: 'It depends on size. As an estimate, a report change or a simple approval flow takes one to three days, while a complete module for a new process takes two to six weeks. Each estimate is agreed before work starts.',
      },
    ],
    cta: {
      heading: 'Tell us what Odoo should do differently',
      text: 'Share your list of requests, even if it is rough. We will group them, show which need code and return an estimate.',
      button: 'Discuss a customization',
    },
  },

  'odoo-implementation': {
    meta: {
      title: 'Odoo ERP Implementation in Saudi Arabia, Phase by Phase',
      description:
        'Full Odoo ERP implementation: design, configuration, data migration, testing, training, go-live and hypercare, with 15% VAT and ZATCA set up.',
      keywords: [
        'Odoo implementation',
        'Odoo ERP implementation Saudi Arabia',
        'Odoo go-live',
        'ERP rollout KSA',
        'Odoo Silver Partner',
        'Odoo project plan',
      ],
    },
    h1: 'Odoo implementation, planned and delivered in clear phases',
    lead: 'We take your company from its current systems to a live Odoo ERP covering accounting, sales, purchasing, inventory, manufacturing, HR and more. As a certified Odoo Silver Partner, founded in 2014 and trusted by 130+ clients, we run each phase with named owners, sign-offs and a tested go-live plan.',
    sections: [
      {
        heading: 'What an implementation includes',
        paragraphs: [
          'A full implementation covers design, configuration, data migration, testing, training and support after go-live. We set Odoo up for Saudi requirements from day one: the chart of accounts and 15% VAT, bilingual tax invoices, ZATCA e-invoicing and, where needed, payroll prepared for GOSI contributions and WPS salary files.',
          'Typical apps include Accounting, Sales, Purchase, Inventory, Manufacturing, Project, Rental, Point of Sale, Employees and Payroll.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Growing Saudi businesses moving off spreadsheets, standalone accounting software or an older ERP: manufacturers, traders and distributors, contractors, rental and logistics companies, and service firms. We work on site in the Eastern Province and across the Kingdom, with remote sessions between visits.',
        ],
      },
      {
        heading: 'Typical timelines',
        paragraphs: [
          `As an estimate, a focused rollout of accounting, sales, purchasing and inventory for one company takes ${durationText('focused', 'en')}. Multi-company projects with manufacturing, payroll or integrations usually run ${durationText('extended', 'en')}, often in phases. The gap analysis sets the actual plan.`,
        ],
      },
    ],
    steps: {
      heading: 'How the project runs',
      items: [
        {
          title: 'Discovery and design',
          text: 'Workshops with each department, a solution design document and a project plan with milestones.',
        },
        {
          title: 'Configuration and build',
          text: 'We configure Odoo in a test database, develop approved customizations and prepare integrations.',
        },
        {
          title: 'Data migration',
          text: 'Customers, suppliers, products, opening balances and open documents are cleaned, loaded and checked in trial runs.',
        },
        {
          title: 'Testing and training',
          text: 'Key users run real scenarios in user acceptance testing, then train their colleagues with our support.',
        },
        {
          title: 'Go-live and hypercare',
          text: 'We cut over on an agreed date, stay close during the first weeks and then hand over to support.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Solution design document and project plan',
        'Configured Odoo database with Saudi tax and e-invoicing settings',
        'Migrated and validated master data and opening balances',
        'User acceptance test scripts and signed results',
        'Training sessions and manuals in Arabic and English',
        'Cut-over checklist and hypercare support after go-live',
      ],
    },
    faqs: [
      {
        q: 'Who do we need on our side?',
        a: 'A project owner with decision rights and one key user per department. Key users usually spend a few hours a week, more during testing.',
      },
      {
        q: 'Can we start with a few apps and add more later?',
        a: 'Yes. Many clients go live with finance and inventory first, then add manufacturing, HR or projects in later phases.',
      },
      {
        q: 'Where will Odoo be hosted?',
        a: 'On Odoo Online, Odoo.sh or your own servers or cloud. We advise based on your customization needs, budget and data policy.',
      },
      {
        q: 'What happens after go-live?',
        a: 'A hypercare period with daily check-ins follows, then ongoing support under an agreed plan.',
      },
    ],
    cta: {
      heading: 'Plan your Odoo implementation',
      text: 'Tell us your company size, the departments in scope and your target date. We will propose a phased plan and an estimate.',
      button: 'Start your project',
    },
  },

  'odoo-migration': {
    meta: {
      title: 'Odoo Migration: Version Upgrades and Legacy System Moves',
      description:
        'Upgrade to a newer Odoo version or move from legacy software, with a full rehearsal, data reconciliation and sign-off before cut-over.',
      keywords: [
        'Odoo migration',
        'Odoo upgrade',
        'Odoo version upgrade',
        'migrate to Odoo 20',
        'ERP data migration',
        'Odoo Community to Enterprise',
      ],
    },
    h1: 'Odoo migration with a rehearsal before the real move',
    lead: 'Whether you are upgrading to a newer Odoo version, moving from Community to Enterprise or leaving an older accounting system, we plan the move, rehearse it on a copy of your data and prove the numbers before you switch.',
    sections: [
      {
        heading: 'Types of migration we handle',
        paragraphs: [
          'Odoo releases a new major version each year, and older versions eventually stop receiving support. Staying several versions behind makes each upgrade larger, so we help clients upgrade on a steady cycle.',
        ],
        bullets: [
          'Version upgrades, for example from Odoo 15, 16 or 17 to Odoo 18, 19 or 20',
          'Odoo Community to Odoo Enterprise, keeping history and attachments',
          'Legacy accounting and ERP systems, spreadsheets or in-house databases to Odoo',
          'Hosting moves between your own servers, Odoo.sh and Odoo Online',
        ],
      },
      {
        heading: 'How we protect your data',
        paragraphs: [
          'Before touching production, we run a complete migration on a copy of your database. Custom modules are ported to the target version, and your team tests daily work in that rehearsal environment.',
          'We then reconcile key figures between the old and new systems: trial balance, customer and supplier balances, stock quantities and values, and open orders. The cut-over happens only after your finance lead signs off the results.',
        ],
      },
    ],
    steps: {
      heading: 'How a migration runs',
      items: [
        {
          title: 'Assessment',
          text: 'We review your version, installed apps, custom modules, data volume and integrations, and estimate the effort.',
        },
        {
          title: 'Module porting and data mapping',
          text: 'Custom code is adapted to the target version; for legacy systems we map each table and field to Odoo.',
        },
        {
          title: 'Rehearsal migration',
          text: 'A full trial run on a copy of production, tested by your key users, with a second rehearsal if issues are found.',
        },
        {
          title: 'Validation and sign-off',
          text: 'Reconciliation reports compare balances, stock and open documents, and your team signs off.',
        },
        {
          title: 'Cut-over',
          text: 'We freeze transactions, run the final migration, usually over a weekend, and support your team on the first working days.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Migration assessment with effort estimate and risk list',
        'Custom modules ported to the target version',
        'Rehearsal database for user testing',
        'Data validation and reconciliation reports, with sign-off',
        'Cut-over runbook with rollback steps',
      ],
    },
    faqs: [
      {
        q: 'How long will the system be unavailable?',
        a: 'Usually a planned window over a weekend or holiday. The rehearsal tells us how long the final run takes, so the window is based on measurement, not guesswork.',
      },
      {
        q: 'Do we keep our history?',
        a: 'For Odoo upgrades, all history moves with the database. From legacy systems we usually bring opening balances, open documents and a period of history agreed with you.',
      },
      {
        q: 'Can you upgrade a heavily customized database?',
        a: 'Yes, though the effort depends on the amount of custom code. Some customizations can be retired because newer Odoo versions cover them as standard.',
      },
      {
        q: 'Is ZATCA e-invoicing affected?',
        a: 'We review and test e-invoicing settings and onboarding in the rehearsal, so invoices keep flowing to ZATCA correctly after the move.',
      },
    ],
    cta: {
      heading: 'Plan your migration',
      text: 'Tell us your current version or system, the apps you use and your preferred timing. We will return an assessment scope and an estimate.',
      button: 'Request a migration assessment',
    },
  },

  'odoo-training-support': {
    meta: {
      title: 'Odoo Support and Maintenance Plans with Agreed SLAs',
      description:
        'Ongoing Odoo support: helpdesk tickets, agreed response times, bug fixes, small changes, updates and health checks, in Arabic and English.',
      keywords: [
        'Odoo support',
        'Odoo maintenance',
        'Odoo SLA',
        'Odoo helpdesk',
        'Odoo support Saudi Arabia',
        'Odoo annual maintenance contract',
      ],
    },
    h1: 'Odoo support that keeps daily operations running',
    lead: 'After go-live, your team needs someone to call when an invoice will not post or a report looks wrong. Our support plans give you a helpdesk, agreed response times and consultants who know your configuration.',
    sections: [
      {
        heading: 'What our support covers',
        paragraphs: [
          'Support and maintenance cover the everyday questions and problems that come with running an ERP, plus the care that keeps it healthy over time.',
        ],
        bullets: [
          'Helpdesk tickets by portal, email or WhatsApp, in Arabic or English',
          'Troubleshooting of errors, posting problems, stock differences and failed integrations',
          'Bug fixes in the custom modules we maintain',
          'Small changes: report adjustments, new fields, access rights and approval rules',
          'Monitoring of ZATCA e-invoicing submissions and rejected invoices',
          'Security patches, backup checks and minor updates',
        ],
      },
      {
        heading: 'Service levels you can rely on',
        paragraphs: [
          'Every plan has a written SLA. Tickets are classified by priority, from a stopped operation such as invoicing or point of sale being down, to a question or a minor change. Response and resolution targets are set per priority and written into the agreement, along with support hours and escalation contacts.',
          'Plans are built on a monthly bank of hours that suits your size, from a few hours for a small team to dedicated consultant time for larger groups. Monthly reports show tickets, time used and recurring issues.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Companies we implemented, and companies running Odoo set up by another partner or by an internal team that has since moved on. For the latter we start with an onboarding review of the database and code.',
        ],
      },
    ],
    steps: {
      heading: 'How support starts',
      items: [
        {
          title: 'Onboarding review',
          text: 'We review your Odoo version, apps, custom modules, hosting and integrations, and record known risks.',
        },
        {
          title: 'SLA agreement',
          text: 'We agree priorities, response targets, support hours, contacts and the monthly hours bank.',
        },
        {
          title: 'Helpdesk setup',
          text: 'Your users get access to our helpdesk and a short guide on raising clear tickets.',
        },
        {
          title: 'Regular reviews',
          text: 'Monthly or quarterly, we review tickets together and recommend fixes for recurring problems.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A written SLA with priority levels and response targets',
        'Helpdesk access for your named users',
        'A monthly ticket and hours report',
        'A quarterly health check of performance, security and data quality',
        'An up-to-date record of your configuration and customizations',
      ],
    },
    faqs: [
      {
        q: 'Do you support Odoo that another partner implemented?',
        a: 'Yes. After an onboarding review we take over support, including custom modules once we have read the code.',
      },
      {
        q: 'What if we use up our monthly hours?',
        a: 'Additional hours are billed at the agreed rate, and we warn you before the bank runs out.',
      },
      {
        q: 'Do you support Odoo Community as well as Enterprise?',
        a: "Yes, both. The ZATCA integration in Odoo's Saudi localization works in both editions; Enterprise adds full accounting reports, Payroll, Studio and the upgrade service, and we explain what that means for you.",
      },
      {
        q: 'Is user training included?',
        a: 'Short how-to answers are part of support. Structured courses for new staff are covered by our Odoo training service.',
      },
    ],
    cta: {
      heading: 'Get dependable Odoo support',
      text: 'Tell us your Odoo version, number of users and the issues you face today. We will suggest a plan and an SLA.',
      button: 'Request a support plan',
    },
  },

  'odoo-training': {
    meta: {
      title: 'Odoo User and Admin Training in Arabic and English',
      description:
        'Role-based Odoo training for end users, key users and administrators, on site or remote, with manuals in Arabic and English.',
      keywords: [
        'Odoo training',
        'Odoo user training',
        'Odoo administrator training',
        'Odoo training in Arabic',
        'Odoo course Saudi Arabia',
        'ERP end user training',
      ],
    },
    h1: 'Odoo training that fits each role in your company',
    lead: 'A system only pays off when people use it properly. We train your end users, key users and administrators on your own Odoo configuration, in Arabic or English, with manuals they can keep.',
    sections: [
      {
        heading: 'Training tracks',
        paragraphs: ['We build each course around your processes and data, not a generic demo. The main tracks are:'],
        bullets: [
          'End users: daily tasks by role, such as creating quotations, receiving goods, posting vendor bills or recording attendance',
          'Key users: complete process flows, reports, exceptions and how to coach colleagues',
          'Finance teams: VAT returns, ZATCA e-invoicing checks, bank reconciliation and period closing',
          'Administrators: users and access rights, companies, sequences, automated actions, Odoo Studio and safe update practice',
          'Managers: dashboards, approvals and key reports on a phone',
        ],
      },
      {
        heading: 'How sessions are delivered',
        paragraphs: [
          'Sessions run on site at your offices or remotely, in groups of up to about 10 people so everyone practises. Each participant works in a training database that mirrors your live configuration, so mistakes cost nothing.',
          'We train new staff after go-live, refresh teams after an Odoo upgrade, or run a train-the-trainer programme so your key users can onboard future hires themselves.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Companies preparing to go live, teams struggling with a system that is already in place, and businesses with staff turnover that need repeatable onboarding.',
        ],
      },
    ],
    steps: {
      heading: 'How training is organized',
      items: [
        {
          title: 'Training needs review',
          text: 'We list roles, headcount, languages and the processes each role must master.',
        },
        { title: 'Course plan', text: 'You approve an agenda per role, with session lengths and dates.' },
        {
          title: 'Materials',
          text: 'We prepare exercises and manuals based on your configuration, with screenshots of your own system.',
        },
        {
          title: 'Delivery and assessment',
          text: 'Hands-on sessions with a short practical check at the end of each module.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A role-based training plan and attendance records',
        'Training manuals in Arabic and English with screenshots of your system',
        'A training database with exercise data',
        'Recordings of remote sessions, where you allow recording',
        'Quick-reference guides for the most common tasks',
      ],
    },
    faqs: [
      {
        q: 'How many hours of training do users need?',
        a: 'It depends on the role. As an estimate, end users need 4 to 8 hours, key users 2 to 4 days and administrators 2 to 3 days.',
      },
      {
        q: 'Can you train us on an Odoo system another partner set up?',
        a: 'Yes. We review your configuration first so the material matches what your staff see on screen.',
      },
      {
        q: 'Is training available in Arabic?',
        a: 'Yes. Sessions and manuals are available in Arabic, English or both.',
      },
      {
        q: 'Do you offer general Odoo courses?',
        a: 'Our focus is training on your own configuration, because that is what staff need to do their work well from the first day.',
      },
      {
        q: 'Can you train staff in several cities?',
        a: 'Yes. We run sessions on site in the Eastern Province and in other cities as needed, or bring branches together in remote sessions on one schedule.',
      },
    ],
    cta: {
      heading: 'Plan training for your team',
      text: 'Share the roles, the number of people to train and your preferred language. We will send a course plan and an estimate.',
      button: 'Request a training plan',
    },
  },

  'odoo-integration': {
    meta: {
      title: 'Odoo Integration with E-commerce, Banks and Business Systems',
      description:
        'Connect Odoo to Salla, Zid, Shopify, banks, payment gateways, SAP, Oracle and WhatsApp through APIs, with logging and alerts.',
      keywords: [
        'Odoo integration',
        'Odoo API integration',
        'Odoo Salla integration',
        'Odoo Zid integration',
        'Odoo Shopify connector',
        'Odoo SAP integration',
        'Odoo WhatsApp integration',
      ],
    },
    h1: 'Odoo integration that keeps your systems in step',
    lead: "Most companies run Odoo next to other systems: an online store, a bank, a customer's procurement portal or a group ERP. We connect them so data flows automatically, with checks and alerts when something fails.",
    sections: [
      {
        heading: 'Common integrations',
        paragraphs: ['We connect Odoo wherever your team is re-keying data today. The most frequent requests are:'],
        bullets: [
          'E-commerce: orders, stock levels, prices and customers with Salla, Zid and Shopify',
          'Banks and payment gateways: statement imports, payment status and reconciliation',
          'Group and customer systems: SAP, Oracle and SAP Ariba for purchase orders and invoices',
          'Messaging: WhatsApp notifications for orders, deliveries and collections',
          'Microsoft 365: calendars, email and documents',
          'Attendance devices, shipping carriers and in-house applications',
        ],
      },
      {
        heading: 'How we build integrations',
        paragraphs: [
          "We use Odoo's external API (XML-RPC and JSON-RPC), REST APIs on the other side, webhooks where available and scheduled file exchange where no API exists. Proven connectors are used when they fit, and custom connectors are written when they do not.",
          'Every integration logs each message, retries temporary failures and alerts a named person when a record cannot be processed. Your team can see what was sent, when and with what result, instead of discovering missing orders days later.',
        ],
      },
      {
        heading: 'Who it is for',
        paragraphs: [
          'Retailers and distributors selling online, companies whose parent group runs SAP or Oracle, suppliers exchanging documents with large customers, and any business entering the same data into two systems.',
        ],
      },
    ],
    steps: {
      heading: 'How an integration project runs',
      items: [
        {
          title: 'Integration design',
          text: 'We define which system owns each piece of data, the direction and frequency of sync, and how errors are handled.',
        },
        {
          title: 'Build and test',
          text: 'Connectors are built against sandbox accounts and tested with realistic volumes and edge cases.',
        },
        { title: 'Parallel run', text: 'Both systems run side by side for an agreed period while we compare results.' },
        {
          title: 'Go-live and monitoring',
          text: 'We switch on production sync and watch the logs closely during the first weeks.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'An integration design document with field mapping',
        'Connector modules or services with source code',
        'Message log, retries and alerts set up in Odoo',
        'Test evidence from the sandbox and the parallel run',
        'An operating guide for your support team',
      ],
    },
    faqs: [
      {
        q: 'Does everything need real-time sync?',
        a: 'No. Orders and payments often benefit from near real-time sync, while product catalogues or reports can sync on a schedule. We choose per type of data.',
      },
      {
        q: 'What if the other system has no API?',
        a: 'We can exchange CSV, Excel or XML files on a schedule, or read from a shared database where that is allowed and safe.',
      },
      {
        q: 'Who updates the integration when the other platform changes?',
        a: 'Under a support plan we monitor connectors and update them when APIs change. Without one, changes are handled as separate requests.',
      },
      {
        q: 'Can you connect Odoo to SAP Ariba?',
        a: 'Yes. Suppliers that receive orders through Ariba Network, including suppliers to Saudi Aramco, can use our dedicated SAP Ariba integration service.',
      },
    ],
    cta: {
      heading: 'Connect Odoo to your other systems',
      text: 'List the systems you use and the data you enter by hand twice. We will propose an integration design and an estimate.',
      button: 'Discuss an integration',
    },
  },

  'aramco-ariba-integration': {
    meta: {
      title: 'Odoo and SAP Ariba Integration for Aramco Suppliers',
      description:
        'Exchange purchase orders, confirmations, ship notices and invoices between Odoo and SAP Ariba Network, as Saudi Aramco suppliers do.',
      keywords: [
        'Odoo SAP Ariba integration',
        'Aramco supplier Ariba',
        'Ariba Network Odoo',
        'Ariba cXML integration',
        'Ariba invoice from Odoo',
        'Aramco supplier ERP',
      ],
    },
    h1: 'Odoo and SAP Ariba integration for Saudi Aramco suppliers',
    lead: 'Saudi Aramco exchanges purchase orders and invoices with many of its suppliers through SAP Ariba Network. We connect your Odoo to Ariba so those documents move without re-keying and your records in Odoo stay complete.',
    sections: [
      {
        heading: 'The problem we solve',
        paragraphs: [
          'Without integration, your team copies each Ariba purchase order into Odoo by hand, then types the order confirmation, ship notice and invoice back into the Ariba portal. With many orders, line items and part numbers, that double entry leads to delays, typing errors and rejected invoices, which hold up payment.',
        ],
      },
      {
        heading: 'What the integration covers',
        paragraphs: [
          'Depending on your Ariba Network account and what the buyer has enabled, we connect through cXML messages or through structured file upload. We confirm the available route with you at the start.',
        ],
        bullets: [
          'Purchase orders from Ariba created as sales orders in Odoo, with buyer part numbers, line numbers and delivery dates',
          'Order changes and cancellations flagged for review before anything ships',
          'Order confirmations sent from Odoo, including partial confirmations and revised dates',
          'Advance ship notices generated from Odoo deliveries',
          'Invoices raised in Odoo against the PO lines, sent to Ariba and tracked until approved',
          'The same invoice remains your ZATCA-compliant tax invoice in Odoo, with 15% VAT',
        ],
      },
      {
        heading: 'A clear note on our role',
        paragraphs: [
          'We are an Odoo partner working for suppliers. We are not affiliated with, appointed or endorsed by Saudi Aramco or SAP. Supplier registration, Ariba account setup and buyer approvals stay between you and your customer; we handle the technical side and test against the requirements you receive.',
        ],
      },
    ],
    steps: {
      heading: 'How the project runs',
      items: [
        {
          title: 'Review of your Ariba setup',
          text: 'We look at your Ariba Network account, the document types your customer uses and the rules in its supplier guides.',
        },
        {
          title: 'Mapping',
          text: 'We map Ariba fields to Odoo: customer part numbers, units of measure, PO line numbers, ship-to addresses and tax details.',
        },
        {
          title: 'Build and test',
          text: 'We build the connector and test every document type in your Ariba test account before production.',
        },
        {
          title: 'Go-live and monitoring',
          text: 'Live documents are watched closely, with alerts for rejected or failed messages.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A field mapping document between Ariba documents and Odoo',
        'An Odoo connector module with source code',
        'A message log in Odoo showing the status of each document',
        'Test results for each document type',
        'A user guide in Arabic and English for sales, logistics and finance staff',
      ],
    },
    faqs: [
      {
        q: 'Are you an Aramco or SAP partner?',
        a: 'No. We are a certified Odoo partner. This service helps suppliers connect their own Odoo to Ariba Network; it does not involve any official role with Saudi Aramco or SAP.',
      },
      {
        q: 'Can the same approach work for other buyers on SAP Ariba?',
        a: "Yes. Many large buyers use Ariba Network. The approach is the same, adjusted to each buyer's document rules.",
      },
      {
        q: 'Does this replace supplier registration?',
        a: 'No. Registration and qualification are separate processes managed with your customer. The integration starts once you already trade on Ariba Network.',
      },
      {
        q: 'What happens if Ariba rejects an invoice?',
        a: 'The rejection and its reason are recorded in Odoo, the responsible user is alerted, and the corrected invoice can be resubmitted.',
      },
    ],
    cta: {
      heading: 'Stop re-keying Ariba orders',
      text: 'Tell us the document types you exchange on Ariba and your monthly volume. We will review your setup and propose a scope and an estimate.',
      button: 'Discuss Ariba integration',
    },
  },

  'zatca-e-invoicing': {
    meta: {
      title: 'ZATCA E-Invoicing Phase 1 and Phase 2 Compliance in Odoo',
      description:
        'Set up Odoo for ZATCA FATOORAH: Phase 1 invoice generation and Phase 2 integration with cryptographic stamps, QR codes, clearance and reporting.',
      keywords: [
        'ZATCA e-invoicing Odoo',
        'FATOORAH Odoo',
        'ZATCA Phase 2',
        'e-invoicing Saudi Arabia',
        'Odoo ZATCA integration',
        'Saudi VAT e-invoice',
      ],
    },
    h1: 'ZATCA e-invoicing compliance in Odoo, Phase 1 and Phase 2',
    lead: "VAT-registered businesses in Saudi Arabia must issue electronic invoices under ZATCA's FATOORAH rules. We configure, connect and test Odoo so your tax invoices meet both phases, whether your Phase 2 deadline is still ahead or has already passed.",
    sections: [
      {
        heading: 'The two phases',
        paragraphs: [
          'Phase 1, the generation phase, has applied since 4 December 2021: invoices must be generated and kept electronically with the required fields, and simplified invoices must carry a QR code.',
          'Phase 2, the integration phase, began on 1 January 2023 and is rolled out in waves by taxpayer revenue. ZATCA notifies each wave at least six months ahead, and the 24th wave, due by 30 June 2026, took in every taxpayer whose revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024. From your wave date, invoices are produced as XML (UBL 2.1) with a cryptographic stamp, a UUID, an invoice hash chained to the previous invoice and a QR code, and are connected to the FATOORAH platform.',
        ],
      },
      {
        heading: 'Clearance and reporting',
        paragraphs: ['Phase 2 treats the two invoice types differently:'],
        bullets: [
          'Standard tax invoices (B2B) go through clearance: ZATCA validates and stamps them before you share them with the buyer',
          'Simplified tax invoices (B2C) are reported to ZATCA within 24 hours of issue',
          'Credit and debit notes follow the rules of the invoice type they adjust',
          'Rejected invoices must be corrected and submitted again',
        ],
      },
      {
        heading: 'How Odoo handles it',
        paragraphs: [
          "Odoo's Saudi localization, in both Community and Enterprise, includes ZATCA e-invoicing support. We install and configure it, set up your sales and point of sale journals, and onboard each invoicing journal with ZATCA using a one-time password from the FATOORAH portal.",
          'If you run an older Odoo version, third-party e-invoicing modules or heavy customizations around invoicing, we first assess the safest route to compliance and explain the options.',
        ],
      },
    ],
    steps: {
      heading: 'How the project runs',
      items: [
        {
          title: 'Readiness check',
          text: 'We review your Odoo version, edition, invoice layouts, customer VAT data and customizations that touch invoicing.',
        },
        {
          title: 'Configuration',
          text: 'Company and customer tax data, bilingual invoice templates, journals and tax codes are set up.',
        },
        {
          title: 'Simulation testing',
          text: "We onboard against ZATCA's simulation environment and test standard and simplified invoices, credit notes and debit notes.",
        },
        {
          title: 'Production onboarding',
          text: 'We move to production certificates and issue the first live invoices together with your finance team.',
        },
        {
          title: 'Monitoring',
          text: 'We show your team how to spot and fix rejected invoices, or handle this for you under a support plan.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A readiness assessment with a list of data fixes',
        'Odoo e-invoicing configured, with production onboarding completed',
        'Bilingual tax invoice and credit note templates',
        'A test log covering each invoice type',
        'A short procedure in Arabic and English for handling rejections',
      ],
    },
    faqs: [
      {
        q: 'When does Phase 2 apply to us?',
        a: 'If your revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024, it already applies: that wave had to integrate by 30 June 2026. Below that, ZATCA notifies taxpayers directly, at least six months before their integration date, so start preparing as soon as you receive notice.',
      },
      {
        q: 'Does Odoo Community support Phase 2?',
        a: "Yes. Odoo's Saudi e-invoicing modules are part of Odoo Community as well as Enterprise, so you can meet Phase 2 on either edition. We check your version and any customizations, and explain what Enterprise would add.",
      },
      {
        q: 'Do we need to change our invoice design?',
        a: "Usually only slightly: required fields in Arabic, the buyer's VAT number and address, and the QR code. We adjust your template to match.",
      },
      {
        q: 'What about sales from our shops?',
        a: 'Simplified invoices from point of sale must be reported as well, so we include every shop in the configuration and testing.',
      },
    ],
    cta: {
      heading: 'Check your ZATCA readiness',
      text: 'Tell us your Odoo version and edition, and your Phase 2 wave date if you have received it. We will propose a readiness check.',
      button: 'Request a ZATCA check',
    },
  },
};
