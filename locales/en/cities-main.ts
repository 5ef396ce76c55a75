import type { PageCopy } from '../page-copy';
import type { MainCitySlug } from '../../site/slugs/cities';
import { durationText } from '../implementation-durations';

export const mainCities: Record<MainCitySlug, PageCopy> = {
  'odoo-riyadh': {
    meta: {
      title: 'Odoo Partner in Riyadh for Head Offices and Groups',
      description:
        'Odoo implementation in Riyadh for group head offices, regional headquarters and government suppliers, led by our Riyadh regional expert.',
      keywords: [
        'Odoo Riyadh',
        'Odoo partner Riyadh',
        'Odoo implementation Riyadh',
        'ERP Riyadh',
        'regional headquarters ERP',
        'Odoo multi-company Saudi Arabia',
      ],
    },
    h1: 'Odoo implementation in Riyadh',
    lead: 'Riyadh is where many Saudi groups keep their head office and where ministries, Vision 2030 programmes and the regional headquarters of international companies are concentrated. Our Riyadh regional expert leads projects in the capital, backed by the full consulting team in Dammam.',
    sections: [
      {
        heading: 'Why Riyadh projects look different',
        paragraphs: [
          "A company headquartered in Riyadh usually runs several legal entities: a holding company, operating subsidiaries and branches in other regions. The ERP has to keep each company's books separate in one database, post intercompany transactions on both sides and give group finance a consolidated view without monthly spreadsheets.",
          'Firms selling to government entities add tenders, milestones, bank guarantees, retention and long approval chains. Vision 2030 programmes have created many of these contracts, and with them a need for clean project costing and audit-ready records.',
        ],
        bullets: [
          'A holding company closing one consolidated month-end across several subsidiaries',
          'A contractor billing government projects by milestone, with retention and bank guarantees tracked',
          "The regional headquarters of an international firm reporting in its parent's chart of accounts",
          'A distributor with a central warehouse in Riyadh and branches in other regions',
        ],
      },
      {
        heading: 'Regional headquarters and international groups',
        paragraphs: [
          'The Regional Headquarters programme has brought international companies to set up their regional head office in Riyadh. These teams often report to a parent that runs SAP or Oracle, while the Saudi entity needs its own VAT returns, ZATCA e-invoicing, GOSI registrations and payroll under Saudi rules.',
          "Odoo fits this role well: a Saudi company with its own chart of accounts, documents in Arabic and English, multi-currency, and a reporting layer mapped to the parent's group accounts. Where needed we connect Odoo to the parent system through its API, so month-end figures flow without re-keying.",
        ],
      },
      {
        heading: 'How we serve the capital',
        paragraphs: [
          'Our Riyadh regional expert leads the project on the ground: discovery workshops at your office, decisions with your management and the go-live week on site. Consultants and developers in Dammam, about 400 km away, handle configuration, data migration and integrations, mostly remotely and in person when the scope calls for it. After go-live, your Riyadh contact stays your point of contact.',
        ],
      },
    ],
    steps: {
      heading: 'How a Riyadh rollout runs',
      items: [
        {
          title: 'Discovery at your head office',
          text: 'Our Riyadh expert meets finance, operations and IT, maps your companies, branches and approval chains, and agrees scope and priorities with you.',
        },
        {
          title: 'Design and build',
          text: 'Consultants configure the companies, chart of accounts, VAT, ZATCA e-invoicing and the modules in scope; developers build integrations and reports.',
        },
        {
          title: 'Data migration and testing',
          text: 'Opening balances, customers, suppliers, items and open documents are loaded, then tested by your key users against real scenarios.',
        },
        {
          title: 'Go-live and handover',
          text: 'We go live on site with your team, close the first month with finance and hand over to support with procedures in Arabic and English.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'A multi-company Odoo database with consolidated reporting',
        'Saudi VAT and ZATCA Phase 2 e-invoicing set up and tested',
        'Approval workflows for purchases, expenses and payments that follow your delegation of authority',
        'Migrated master data and opening balances reconciled to your trial balance',
        'Key-user training and procedures in Arabic and English',
      ],
    },
    faqs: [
      {
        q: 'Do you have people in Riyadh, or does everyone come from Dammam?',
        a: 'Our Riyadh regional expert leads projects in the capital and attends your meetings in person. The wider team works from Dammam, travels for workshops, training and go-live, and works remotely between visits.',
      },
      {
        q: "We are setting up a regional headquarters. Can Odoo report to our parent's system?",
        a: "Yes. The Saudi statutory books stay in Odoo and the accounts are mapped to your group reporting structure. Figures can be exported or sent to the parent's ERP through an integration.",
      },
      {
        q: 'How long does a Riyadh project take?',
        a: `It depends on the number of companies, modules and integrations. As an estimate, a single company on core modules takes ${durationText('focused', 'en')} and groups with integrations take longer; you get a dated plan after discovery.`,
      },
    ],
    cta: {
      heading: 'Plan your Riyadh Odoo project',
      text: 'Book a discovery meeting with our Riyadh regional expert. We will review your companies, processes and current systems and come back with a scope and an estimated plan.',
      button: 'Book a meeting in Riyadh',
    },
  },

  'odoo-jeddah': {
    meta: {
      title: 'Odoo Implementation in Jeddah for Trade, Retail and Services',
      description:
        'Odoo for Jeddah importers, distributors, retailers and Hajj and Umrah service firms: landed costs, branches, seasonal peaks and ZATCA e-invoicing.',
      keywords: [
        'Odoo Jeddah',
        'Odoo partner Jeddah',
        'ERP Jeddah',
        'Odoo import and distribution',
        'Odoo retail Jeddah',
        'Hajj and Umrah services ERP',
      ],
    },
    h1: 'Odoo for Jeddah businesses',
    lead: 'Jeddah has lived on Red Sea trade for centuries. Its importers, distributors, retailers and Hajj and Umrah service companies need one system that follows goods from the port to the shelf, and services from contract to invoice.',
    sections: [
      {
        heading: 'Import and distribution through Jeddah Islamic Port',
        paragraphs: [
          'Many Jeddah companies buy abroad and bring containers in through Jeddah Islamic Port. The real cost of an item includes freight, insurance, customs duty, clearance fees and local transport, and these bills arrive weeks apart, from different suppliers, often in different currencies.',
          "Odoo's landed costs spread these charges over the goods received, so margins reflect what the stock actually cost. Purchase orders in foreign currency, exchange differences on supplier payments and container receipts sit in one flow, and the sales team sees available stock by warehouse before quoting.",
        ],
      },
      {
        heading: 'Retail chains and online stores',
        paragraphs: [
          'Jeddah retailers often run several branches and an online store. We set up Odoo Point of Sale in each branch, with transfers from a central warehouse, price lists, promotions and an end-of-day cash closing that posts straight into accounting. Orders from a Salla, Zid or Shopify store can be connected to the same stock and customer records.',
        ],
      },
      {
        heading: 'Hajj and Umrah services',
        paragraphs: [
          'Companies that serve pilgrims, such as transport operators, caterers, housing providers and service agents, work in sharp seasons. Contracts are signed months ahead, staff and vehicles are added for the season, and costs must be tracked per contract or group to know what each season earned.',
          'We use Odoo Projects and analytic accounting for each contract, Fleet for buses and vehicles, and Purchasing and Inventory for catering supplies, so the season closes with a clear profit per contract.',
        ],
      },
      {
        heading: 'Serving Jeddah from across the Kingdom',
        paragraphs: [
          'Jeddah is on the other side of the Kingdom from our Dammam office, so we run Jeddah projects remote-first: most workshops, configuration reviews and training happen online. Consultants fly in for discovery, user acceptance testing and the go-live week, when being in the warehouse or branch matters most. We also plan go-live away from the Hajj, Umrah and Ramadan peaks.',
        ],
      },
    ],
    steps: {
      heading: 'How a Jeddah project runs',
      items: [
        {
          title: 'On-site discovery',
          text: 'Two to three days in Jeddah with purchasing, warehouse, sales and finance to map how goods and money move today.',
        },
        {
          title: 'Remote build and reviews',
          text: 'Weekly online sessions in which your key users see the configuration take shape and approve each process.',
        },
        {
          title: 'Testing with real documents',
          text: 'We replay real shipments, branch sales and season contracts in a test database before anything goes live.',
        },
        {
          title: 'Go-live timed to your calendar',
          text: 'We go live on site outside your peak season and stay for the first closing.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Landed cost setup that allocates freight, duty and clearance charges to items',
        'Multi-warehouse inventory with barcode receiving and transfers',
        'Point of Sale in each branch, linked to stock and accounting',
        'Contract and season profitability through analytic accounts',
        'ZATCA Phase 2 e-invoicing for standard and simplified invoices',
        'Training in Arabic for warehouse, branch and finance staff',
      ],
    },
    faqs: [
      {
        q: 'Do you need to be in Jeddah for the whole project?',
        a: 'No. Most of the work runs remotely and consultants travel for discovery, testing and go-live. The visits are scheduled in the project plan from the start.',
      },
      {
        q: 'Can Odoo calculate the real cost of imported goods?',
        a: 'Yes. Landed costs in Odoo Inventory add freight, customs duty, clearance and other charges to the received items, split by quantity, weight, volume or cost.',
      },
      {
        q: 'Our business peaks in Ramadan and the Hajj season. When should we go live?',
        a: 'Pick a quieter month and plan backwards from it. We recommend going live at the start of a month or quarter so opening balances are clean, and never in the weeks before your peak.',
      },
      {
        q: 'Can our online store share stock with our branches?',
        a: 'Yes. The Odoo website shop shares stock natively, and Salla, Zid or Shopify stores can be connected so orders and stock levels stay in step.',
      },
    ],
    cta: {
      heading: 'Talk to us about your Jeddah operation',
      text: 'Tell us what you import, sell or operate in Jeddah. We will come back with a scope, a visit schedule and an estimated plan.',
      button: 'Request a consultation',
    },
  },

  'odoo-dammam': {
    meta: {
      title: 'Odoo Partner in Dammam: Our Head Office and Local Team',
      description:
        'Meet the Odoo team at our Dammam head office: advice, support after go-live, health checks and rescues for manufacturers, logistics firms and traders.',
      keywords: [
        'Odoo Dammam',
        'Odoo partner Dammam',
        'Odoo support Dammam',
        'ERP Dammam',
        'Odoo manufacturing Dammam',
        'Odoo logistics Dammam',
      ],
    },
    h1: 'Your Odoo partner in Dammam, at our head office',
    lead: 'Dammam is our home: our head office, consultants and training room are here. For businesses in the city that means a team you can visit, and one that can be at your site the same day. The step-by-step plan of a new project has its own page, Odoo implementation in Dammam.',
    leadLink: { text: 'Odoo implementation in Dammam', href: '/odoo-implementation-in-dammam' },
    sections: [
      {
        heading: 'A port, industrial cities and the logistics between them',
        paragraphs: [
          "King Abdulaziz Port links the Eastern Province to the Gulf and beyond, and around it work freight forwarders, customs brokers, transport companies and warehouses. Inland, Dammam's industrial cities host factories making building materials, metal products, plastics, food and parts for the oil and gas sector.",
          'Their needs overlap more than people expect: stock that moves between sites, trucks and drivers to schedule, and customers who want an accurate invoice the day the job is done.',
        ],
      },
      {
        heading: 'What Dammam businesses run on Odoo with us',
        paragraphs: ['Most of our Dammam clients run two or three of these areas in a single database:'],
        bullets: [
          'Manufacturing: bills of materials, work orders, quality checks and maintenance of production lines',
          'Logistics: Fleet for trucks, trip and job costing, and customer billing per shipment or per trip',
          'Warehousing: multi-location inventory, barcode scanning and storage charges for third-party stock',
          'Trading: purchasing, sales, landed costs and credit limits for wholesale customers',
          'HR and payroll: attendance, GOSI contributions and WPS files for Mudad',
        ],
      },
      {
        heading: 'The advantage of being next door',
        paragraphs: [
          'Because we are local, discovery happens where the work happens: we walk the production line, watch goods being received and sit with your accountant at month-end. After go-live the same people stay with you: a consultant can often be at your site the same day a question comes up, and your new staff can join training sessions at our office.',
          'We also look after Odoo databases we did not build. A health check reviews configuration, customizations, data quality and ZATCA Phase 2 setup, and tells you what to fix first; a project that went wrong elsewhere can be stabilized or re-implemented.',
        ],
      },
    ],
    steps: {
      heading: 'Ways to work with our Dammam team',
      items: [
        {
          title: 'Meet us at the office',
          text: 'Bring your questions and your current reports to our head office; we show Odoo running with processes like yours.',
        },
        {
          title: 'A walk-through at your site',
          text: 'A consultant spends a morning on your floor, in your warehouse and with finance, and tells you what Odoo would change.',
        },
        {
          title: 'A health check of your Odoo',
          text: 'For a database already in use: a written review of setup, customizations, data and e-invoicing, with fixes in order of value.',
        },
        {
          title: 'Support after go-live',
          text: 'A support plan with remote help and same-day visits in Dammam, from the consultants who know your database.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'An Odoo database configured for your plants, warehouses and branches',
        'Production, inventory and costing tested with your own items',
        'ZATCA Phase 2 e-invoicing and VAT reporting',
        'Migrated data with reconciled stock and opening balances',
        'Hands-on training at your site or our Dammam office',
        'Ongoing support from the same local team',
      ],
    },
    faqs: [
      {
        q: 'Is it cheaper to work with a local partner?',
        a: 'Travel costs are lower and on-site days are easier to arrange, which helps. The main cost drivers are still the scope, the number of users and the integrations; you get an estimate after discovery.',
      },
      {
        q: 'Can you work on site in the industrial city?',
        a: 'Yes. On-site work at plants and warehouses is a normal part of our Dammam projects, including shifts outside office hours when a process requires it.',
      },
      {
        q: 'We already use Odoo, but the implementation went badly. Can you help?',
        a: 'Yes. We start by reviewing your database, customizations and data quality, then propose targeted fixes or a clean re-implementation, whichever costs you less in the long run.',
      },
      {
        q: 'Do you work with Odoo Community as well as Enterprise?',
        a: "Yes. We explain the difference for your case. ZATCA Phase 2 e-invoicing through the Saudi localization works in both editions; Enterprise adds full accounting reports, Payroll, Studio and Odoo's upgrade service.",
      },
    ],
    cta: {
      heading: 'Visit us, or we will visit you',
      text: 'Book a meeting at our Dammam office or ask for a site visit. We will look at your operation and give you a scope and an estimated plan.',
      button: 'Book a site visit',
    },
  },

  'odoo-khobar': {
    meta: {
      title: 'Odoo ERP in Khobar: Services, Retail and Contractors',
      description:
        'Odoo for Khobar corporate offices, service firms, retailers and oil and gas contractors, including groups with a sister company in Bahrain.',
      keywords: [
        'Odoo Khobar',
        'ERP Khobar',
        'Odoo partner Khobar',
        'Odoo oil and gas contractors',
        'Odoo Saudi Bahrain multi-company',
      ],
    },
    h1: 'Odoo for Khobar companies',
    lead: "Khobar is the Eastern Province's office district and shopping street in one: regional offices, engineering and service firms, retailers and the contractors who work for the oil and gas sector. It sits next to Dammam, so our consultants can be in your office whenever the project needs them.",
    sections: [
      {
        heading: 'Professional services and corporate offices',
        paragraphs: [
          'Engineering consultancies, training providers, IT companies and facility management firms in Khobar sell time and expertise. Their ERP has to record timesheets against projects, bill by milestone or by the hour, and show which contracts actually make money.',
          'We build this on Odoo Projects, Timesheets and Accounting, with approval flows for expenses and purchase requests that match your delegation of authority.',
        ],
      },
      {
        heading: 'Oil and gas contractors',
        paragraphs: [
          'Khobar contractors supply manpower, equipment, maintenance and engineering to operators and their main contractors. They invoice against purchase orders and service entry sheets, carry retention, and must keep staff certificates, iqamas and equipment inspections current.',
          'Odoo handles manpower and equipment rental, job costing and document expiry alerts, and keeps the spend and headcount data that local content reporting draws on.',
        ],
      },
      {
        heading: 'Retail, and the causeway to Bahrain',
        paragraphs: [
          'Khobar retailers run branches across the Eastern Province, and many serve shoppers who cross the King Fahd Causeway from Bahrain. Odoo Point of Sale keeps branch stock and cash under control and keeps selling through short connection drops.',
          'Some Khobar groups also own a company in Bahrain. Odoo can run both in one database, each with its own currency, taxes and books, and post intercompany sales and recharges automatically.',
        ],
      },
    ],
    steps: {
      heading: 'How a Khobar project runs',
      items: [
        {
          title: 'Kick-off at your office',
          text: 'A half-day session with management to agree goals, scope and the people who will own each process.',
        },
        {
          title: 'Process workshops',
          text: 'Short workshops per area (projects, procurement, HR, retail), held at your office or ours, since we are a short drive apart.',
        },
        {
          title: 'Configuration and integration',
          text: 'We build in Odoo, connect customer portals or banks where needed and prepare the reports your managers will actually read.',
        },
        {
          title: 'Training and go-live',
          text: 'Role-based training for users, then go-live with a consultant in your office for the first weeks.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Project and timesheet billing with profitability per contract',
        'Manpower and equipment rental with document expiry alerts',
        'Point of Sale for branches with central stock and pricing',
        'A multi-company setup for Saudi and Bahrain entities where needed',
        'ZATCA Phase 2 e-invoicing for clearance and reporting',
        'Management dashboards for margins, receivables and utilization',
      ],
    },
    faqs: [
      {
        q: 'Can Odoo handle invoices with retention and purchase order references?',
        a: "Yes. Invoices carry the customer's PO and service entry references; retention sits in a separate receivable account and is released when the customer pays it.",
      },
      {
        q: 'We have a sister company in Bahrain. Can it use the same system?',
        a: 'Yes. Odoo runs several companies in one database with separate books and currencies. We confirm the Bahrain tax and reporting requirements with your accountants before configuring that company.',
      },
      {
        q: 'How easily can you be on site in Khobar?',
        a: 'Very easily. Khobar is next to Dammam, so on-site meetings, workshops and go-live support are simple to schedule and travel adds little to the cost.',
      },
      {
        q: 'Which Odoo edition do we need?',
        a: 'ZATCA Phase 2 e-invoicing through the Saudi localization works in both Community and Enterprise. Enterprise is usually the right choice for its full accounting reports, Payroll, Studio and upgrade service. We confirm after reviewing your processes and user count.',
      },
    ],
    cta: {
      heading: 'Meet our consultants in Khobar',
      text: 'Tell us about your contracts, branches or group structure, and we will arrange a meeting at your office to map out the project.',
      button: 'Arrange a meeting',
    },
  },

  'odoo-nairyah': {
    meta: {
      title: 'Odoo in Nairyah for Traders, Farms and Contractors',
      description:
        'Practical Odoo for Nairyah businesses: livestock and farm trading, shops and contractors, rolled out in phases with support from our Dammam team.',
      keywords: [
        'Odoo Nairyah',
        'Odoo Al Nairyah',
        'ERP Nairyah',
        'Odoo small business Eastern Province',
        'Odoo agriculture Saudi Arabia',
        'Odoo for contractors',
      ],
    },
    h1: 'Odoo for businesses in Nairyah',
    lead: 'Nairyah is a smaller town in the north of the Eastern Province, with a local economy built on farming, livestock, trading and contracting. Businesses here rarely need a large ERP project: they need accounts, stock and invoices that are right, and a team that answers when called.',
    sections: [
      {
        heading: 'The businesses we meet in Nairyah',
        paragraphs: [
          'Livestock traders and farms buy feed, sell animals and produce, and deal with many small customers who pay in cash or on short credit. Shops selling building materials, feed, spare parts and household goods serve the town and the villages around it. Contractors provide transport, equipment, manpower and maintenance to industrial and oil and gas sites in the province.',
          'What they share is a small office, often a single accountant, and an owner who wants to see cash, stock and money owed on a phone.',
        ],
      },
      {
        heading: 'A phased rollout that fits the size',
        paragraphs: [
          'We usually start with the essentials: Accounting with VAT, Sales and Invoicing with ZATCA e-invoicing, Purchasing and Inventory. Once the team is comfortable, we add the next need: Point of Sale for a shop, Fleet for trucks and equipment, or Payroll as the workforce grows.',
          'For farms and livestock traders we set up products and units that match how you actually buy and sell, by head, by kilogram or by sack, and track feed and other costs so you know the margin on each sale. A small first phase keeps cost and training manageable, and the data entered from day one supports the later phases.',
        ],
      },
      {
        heading: 'How we serve Nairyah from Dammam',
        paragraphs: [
          "Nairyah is a few hours' drive north-west of our Dammam office. We come on site for the first workshop, for data checks before go-live and for go-live itself. Configuration reviews, training and support run remotely by video call and screen sharing, at times that suit a small team.",
        ],
      },
    ],
    steps: {
      heading: 'How a Nairyah project runs',
      items: [
        {
          title: 'First visit',
          text: 'We visit your shop, farm or yard, see how you buy, sell and record today, and agree what the first phase covers.',
        },
        {
          title: 'Setup and data',
          text: 'We configure Odoo, load your items, customers, suppliers and opening balances, and check them with you.',
        },
        {
          title: 'Training in Arabic',
          text: 'Short, practical sessions for the owner, the accountant and the sales staff, on the tasks each of them does every day.',
        },
        {
          title: 'Go-live and follow-up',
          text: 'We go live with you on site, then follow up remotely through the first month-end and VAT return.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Accounting, VAT returns and ZATCA-compliant e-invoices',
        'Stock by location, in units that match how you trade',
        'Customer balances and credit follow-up',
        'A mobile view of sales, cash and receivables for the owner',
        'A plan for the next phase when you are ready',
      ],
    },
    faqs: [
      {
        q: 'Is Odoo too big for a business our size?',
        a: 'No. Odoo is modular: you start with the few apps you need and add others later. Many small businesses run only Accounting, Sales and Inventory.',
      },
      {
        q: 'Do we need an internet connection all the time?',
        a: 'Odoo runs in the browser, so users need a connection. Point of Sale can keep selling through a short outage and synchronizes when the connection returns.',
      },
      {
        q: 'Will you come to Nairyah, or is it all remote?',
        a: 'Both. The key moments, the first workshop and go-live, happen on site; day-to-day work and support run remotely, so you do not pay for travel you do not need.',
      },
      {
        q: 'Does Odoo handle ZATCA e-invoicing?',
        a: "Yes. With the Saudi localization, Odoo Community and Enterprise both issue e-invoices with QR codes and connect to ZATCA's FATOORAH platform for Phase 2 clearance and reporting.",
      },
    ],
    cta: {
      heading: 'Start with the essentials',
      text: 'Ask for a first visit to Nairyah. We will see how your business works and propose a first phase with an estimated cost and timeline.',
      button: 'Request a visit',
    },
  },

  'odoo-ras-tanura': {
    meta: {
      title: 'Odoo for Ras Tanura Contractors and Oilfield Service Firms',
      description:
        'Odoo for Ras Tanura oilfield service contractors: job costing, crews and equipment, PO-based invoicing and ZATCA e-invoicing, an hour from Dammam.',
      keywords: [
        'Odoo Ras Tanura',
        'ERP Ras Tanura',
        'Odoo oilfield services',
        'Odoo contractor ERP',
        'Odoo job costing',
        'Odoo equipment rental Saudi Arabia',
      ],
    },
    h1: 'Odoo for Ras Tanura contractors',
    lead: "Ras Tanura is home to Saudi Aramco's refinery and oil export terminal, and much of the town's business revolves around keeping them running. Contractors providing maintenance, shutdown crews, inspection, scaffolding, transport and supplies need an ERP built around jobs, people and equipment.",
    sections: [
      {
        heading: 'Work that runs on purchase orders and call-offs',
        paragraphs: [
          "Oilfield service work rarely follows a simple sale. A contractor wins a long-term contract or call-off order, mobilizes crews and equipment, records hours on timesheets approved by the client's supervisor, then invoices against the purchase order, often with retention. Shutdowns and turnarounds bring short, intense peaks of extra manpower and rented equipment.",
          'Odoo links each of these steps to one job: the contract and its rates, timesheets per employee and day, equipment hours, materials issued from the store and subcontractor costs. The invoice is built from approved quantities, and the real margin of the job is visible before the contract ends.',
        ],
      },
      {
        heading: 'People, certificates and compliance',
        paragraphs: [
          'On a refinery site, an employee without a valid certificate, medical or gate pass cannot work. We record these documents in Odoo with expiry dates and alerts, next to the iqama and employment contract, so HR renews them before a crew is turned away at the gate.',
          'Payroll covers site allowances, overtime and rotations, with GOSI contributions and WPS files for Mudad. Local supplier spend and Saudi headcount are kept in a form that supports IKTVA and other local content reporting.',
        ],
      },
      {
        heading: 'Close to our base',
        paragraphs: [
          "Ras Tanura is about an hour's drive north of our Dammam office. Our consultants attend workshops at your yard, check data with your storekeeper and stay on site through go-live, and shutdown season planning can be reviewed in person.",
        ],
      },
    ],
    steps: {
      heading: 'How a Ras Tanura project runs',
      items: [
        {
          title: 'Contract and job review',
          text: 'We study your main contracts, rate sheets and invoicing rules with your commercial and finance teams.',
        },
        {
          title: 'Job costing design',
          text: 'We agree how jobs, cost codes, timesheets and equipment hours are recorded, so costing and invoicing come from the same data.',
        },
        {
          title: 'Build and migrate',
          text: 'Configuration, employee and equipment records with document expiry dates, open contracts and balances are loaded and tested.',
        },
        {
          title: 'Go-live outside shutdown season',
          text: 'We go live on site at a calm point in your calendar, never in the middle of a turnaround.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Job costing per contract, purchase order and cost code',
        'Timesheet and equipment-hour capture that feeds invoicing',
        'Employee document and certificate tracking with expiry alerts',
        'Payroll with allowances, overtime, GOSI and WPS',
        'Invoices with PO references, retention and ZATCA Phase 2 e-invoicing',
        'Reports on job margins, receivables and local spend',
      ],
    },
    faqs: [
      {
        q: 'Can supervisors enter timesheets from site?',
        a: 'Yes. Timesheets can be entered on a phone or tablet and approved by the site supervisor before they reach payroll and invoicing.',
      },
      {
        q: 'Can Odoo manage our rental equipment and its maintenance?',
        a: 'Yes. Equipment is tracked with hours, rental rates and maintenance schedules, and its cost is charged to the jobs that use it.',
      },
      {
        q: 'We invoice some customers through a supplier portal. Does Odoo fit?',
        a: 'Yes. Odoo produces the invoice with the references the customer requires. Where a portal such as SAP Ariba is used, we agree whether your team uploads invoices or they are sent through an integration.',
      },
      {
        q: 'What does a project cost?',
        a: 'It depends on the number of users, companies and modules. We give an estimated range after the contract and job review, before you commit to anything.',
      },
    ],
    cta: {
      heading: 'Bring your job costing under control',
      text: 'Share a recent contract and invoice, with sensitive figures removed, and we will show you how that job would run in Odoo.',
      button: 'Book a review',
    },
  },

  'odoo-hafuf': {
    meta: {
      title: 'Odoo in Al-Hofuf for Date Packers, Food Firms and Traders',
      description:
        'Odoo for the date packers, food processors and family trading houses of Al-Hofuf: lots, expiry dates, season prices, customer credit and e-invoicing.',
      keywords: [
        'Odoo Hofuf',
        'Odoo Al-Hofuf',
        'ERP Hofuf',
        'ERP Al-Ahsa',
        'Odoo for dates',
        'Odoo food processing Saudi Arabia',
      ],
    },
    h1: 'Odoo for businesses in Al-Hofuf',
    lead: "Hofuf is the main city of the Al-Ahsa oasis, one of the Kingdom's best-known farming regions. Date farms, packing houses, food processors and family trading houses here need a system that respects seasons, lots and long-standing ways of doing business.",
    sections: [
      {
        heading: 'From palm to package',
        paragraphs: [
          'The date season sets the rhythm of many Al-Ahsa businesses. Farms harvest and sort; packers grade, clean, store and pack; part of the crop is processed into paste, syrup and filled products. Stock sits in cold storage for months and has to leave in order of expiry.',
          'In Odoo, dates are tracked by lot from farm or supplier to customer, with grade, harvest season and expiry date on each lot. Manufacturing orders record how raw dates become packed or processed goods, and quality checks are logged at receipt and before dispatch. When a customer raises a complaint, you trace the lot back in a few clicks.',
        ],
      },
      {
        heading: 'Food processing and distribution',
        paragraphs: [
          'Food factories in Al-Ahsa deal with recipes, packaging materials, yields and shelf life. Odoo bills of materials, production planning and costing show what each batch costs, packaging and labour included, and removal rules send the oldest stock out first.',
          'Distributors and wholesalers supply supermarkets and shops across the region. Odoo handles deliveries, returns and customer price lists, and issues each invoice in line with ZATCA e-invoicing.',
        ],
      },
      {
        heading: 'Family businesses and traditional trade',
        paragraphs: [
          "Many trading houses in Hofuf's old markets are family businesses run for generations, with records in ledgers, spreadsheets or a basic accounting program. Moving to an ERP is as much about trust as software: the owner must see that the new figures match the old ones. We migrate customer and supplier balances carefully, reconcile them with the family's records and train staff in Arabic, step by step.",
        ],
      },
      {
        heading: 'Shops around the old souq',
        paragraphs: [
          'Around the historic Al-Qaisariya souq, shops sell dates, spices, fabrics and traditional cloaks, often with a warehouse behind the shop and a second branch elsewhere in the city. Odoo Point of Sale runs the counter, even when the connection drops, and shares one stock and one customer list with the warehouse and the wholesale side.',
          'Two other pages cover the steps around this one: Odoo consultation in Al-Ahsa, for the choices to make before a project, and Odoo implementation in Al-Ahsa, for how the project itself runs.',
        ],
      },
    ],
    steps: {
      heading: 'Where Odoo helps an Al-Hofuf business first',
      items: [
        {
          title: 'Season prices',
          text: 'Price lists by grade and by period, so the harvest price, the Ramadan price and the export price each apply on their own dates.',
        },
        {
          title: 'Stock that waits for months',
          text: 'Cold-store locations with the expiry date on each lot, and picking that sends the oldest lot out first.',
        },
        {
          title: 'Credit for old customers',
          text: 'Credit limits and payment terms per customer, with the balance on screen before an order is confirmed.',
        },
        {
          title: 'One owner, several shops',
          text: 'Sales, stock and cash of every branch in one report for the owner, by day or by season.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Lot and expiry tracking from receipt to customer',
        'Bills of materials and batch costing for packing and processing',
        'Cold storage and warehouse locations with first-expiry, first-out picking',
        'Quality checks at receipt and before dispatch',
        'Customer price lists, deliveries and ZATCA e-invoicing',
        'Reconciled opening balances for customers and suppliers',
      ],
    },
    faqs: [
      {
        q: 'Can Odoo track dates by harvest season and grade?',
        a: 'Yes. Grade can be a product variant, and harvest season and expiry date are recorded on each lot, so reports show stock by grade, season and age.',
      },
      {
        q: 'We export part of our production. Does Odoo support that?',
        a: 'Yes. Odoo handles price lists and invoices in foreign currency, packing lists, and the lot traceability that foreign buyers often ask for.',
      },
      {
        q: 'We are a family firm with old records. Where do we start?',
        a: 'With the balances. We agree with the family which figures are the starting point, load them and reconcile them before anything else goes live.',
      },
      {
        q: 'How often will your team be in Hofuf?',
        a: 'The visit schedule is set in the project plan: usually on site for discovery, testing and go-live, with remote sessions in between.',
      },
    ],
    cta: {
      heading: 'Plan your Odoo project around the season',
      text: 'Tell us what you grow, pack, process or trade in Al-Ahsa, and we will propose a scope and an estimated timeline that fits your calendar.',
      button: 'Request a consultation',
    },
  },
};
