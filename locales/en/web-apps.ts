import type { PageCopy } from '../page-copy';
import type { WebAppSlug } from '../../site/slugs/web-apps';

export const webAppsIndex: PageCopy = {
  meta: {
    title: 'Custom Web Apps Integrated with Odoo in Saudi Arabia',
    description:
      'Web apps we build beside Odoo for HSE, transport, WhatsApp support, service desks, calibration, drilling rigs and freight, in Arabic and English.',
    keywords: [
      'custom web apps Saudi Arabia',
      'Odoo integrated applications',
      'custom software Dammam',
      'bespoke business apps',
      'Odoo API integration',
      'Arabic English web application',
    ],
  },
  h1: 'Custom web apps built beside Odoo',
  lead: 'Some work does not fit a standard ERP module: a permit to work signed on a tablet at a plant gate, a WhatsApp message that must become a support ticket, a calibration certificate a client checks by scanning a QR code. For these we build focused web applications that run beside Odoo and share its data.',
  sections: [
    {
      heading: 'When a separate app makes more sense than another Odoo module',
      paragraphs: [
        'Odoo handles accounting, inventory, sales, purchasing, HR and maintenance well. Some processes, though, involve many field users who need one simple screen on a phone, outside users such as contractors, drivers or clients who should never log in to the ERP, or industry records that Odoo has no place for.',
        'Bending Odoo heavily around these cases makes every yearly upgrade harder. A separate app keeps the process-specific logic outside the ERP core, while customers, employees, products, stock and invoices stay in Odoo as the single source of truth.',
      ],
      bullets: [
        'Workplace safety (HSE): incidents, permits to work, inspections and toolbox talks',
        'Transportation management: trips, drivers, vehicles, proof of delivery and fuel',
        'WhatsApp ticket system: support tickets opened and answered over WhatsApp',
        'Enterprise service desk: internal IT and facilities requests with SLAs',
        'Calibration certificate system: instrument records and QR-verified certificates',
        'Rig management system: crews, rotations, daily drilling reports and maintenance',
        'Freight forwarding: shipments, containers, FASAH clearance documents and job costing',
      ],
    },
    {
      heading: 'How the apps connect to Odoo',
      paragraphs: [
        'Each app talks to Odoo through its external API. Master data is read from Odoo, and the app sends back the transactions finance and operations need: invoice lines, stock moves, purchase requests, maintenance requests or payroll inputs. Every record has one owner, so nobody types the same customer or employee twice.',
        'Invoices are always posted in Odoo, so ZATCA e-invoicing keeps running where it already runs. The apps work with Odoo Community and Enterprise and with the versions Odoo currently supports: Odoo 18, 19 and 20.',
      ],
    },
    {
      heading: 'Hosting, languages and ownership',
      paragraphs: [
        'You choose where the app runs: a data centre or cloud region inside the Kingdom when your policies or clients require data to stay in Saudi Arabia, your own servers, or the same environment as your Odoo. Every screen works in Arabic with a right-to-left layout and in English, and each user picks a language.',
        'You receive the source code and documentation, so the app is never locked to one supplier.',
      ],
    },
  ],
  steps: {
    heading: 'How a build runs',
    items: [
      {
        title: 'Discovery',
        text: 'Workshops with the people who will use the app, a review of your current forms and spreadsheets, and a written scope for the first release.',
      },
      {
        title: 'Prototype',
        text: 'Clickable screens you test on your own phones and laptops before any code is written, so changes cost little.',
      },
      {
        title: 'Sprints',
        text: 'Two-week development cycles, each ending with a demo of working features and your feedback.',
      },
      { title: 'UAT', text: 'Your users test with real cases in a test environment and sign off before launch.' },
      {
        title: 'Launch',
        text: 'Data loading, training in Arabic and English, and on-site or remote support in the first weeks.',
      },
      {
        title: 'Support',
        text: 'Fixes, small changes and compatibility with new Odoo versions under a support agreement.',
      },
    ],
  },
  deliverables: {
    heading: 'What every project includes',
    items: [
      'A web app for phones, tablets and desktops in Arabic and English',
      'Integration with the Odoo records the process needs',
      'Hosting set up where you choose, with backups and access control',
      'Source code, technical notes and user guides',
      'Training for users and administrators',
    ],
  },
  faqs: [
    {
      q: 'How long does a custom web app take?',
      a: 'As an estimate, a focused first release takes 8 to 16 weeks from discovery to launch, depending on the number of screens, approval rules and integrations. We give you a written estimate after discovery.',
    },
    {
      q: 'Do we need Odoo Enterprise?',
      a: 'No. The apps connect to Community or Enterprise. Some features, such as Studio or Payroll, depend on your Odoo edition rather than on the app; ZATCA Phase 2 e-invoicing through the Saudi localization works in both.',
    },
    {
      q: 'Can the app work where there is weak mobile coverage?',
      a: 'Yes, where it matters. Field forms can be saved on the device and sent when the connection returns, which suits plants, rigs and remote sites.',
    },
    {
      q: 'We do not use Odoo yet. Can you still build the app?',
      a: 'Yes. The app can run on its own first and connect to Odoo later, or we can plan both together so the data model fits from day one.',
    },
  ],
  cta: {
    heading: 'Tell us about the process that does not fit',
    text: 'Send us the forms, spreadsheets or message threads your team uses today. We will tell you whether Odoo alone can handle it or a separate app is the better route, with an estimate.',
    button: 'Discuss a custom app',
  },
};

export const webApps: Record<WebAppSlug, PageCopy> = {
  'workplace-safety': {
    meta: {
      title: 'Workplace Safety (HSE) App for Permits and Incidents',
      description:
        'A mobile HSE web app for incident reports, permits to work, inspections and toolbox talks, linked to Odoo employees, equipment and maintenance.',
      keywords: [
        'HSE software Saudi Arabia',
        'permit to work system',
        'incident reporting app',
        'safety inspection app',
        'toolbox talk records',
        'Odoo HSE integration',
      ],
    },
    h1: 'Workplace safety (HSE) web app linked to Odoo',
    lead: 'Supervisors report incidents, issue permits to work and complete inspections from a phone on site, and the safety manager sees every open action in one place. Employees, contractors, equipment and corrective work come from Odoo and return to it.',
    sections: [
      {
        heading: 'What the app covers',
        paragraphs: [
          'The app is built for contractors, plants and facilities in the Eastern Province and across the Kingdom where safety records still travel as paper forms, phone photos and spreadsheets. Each record is created once, on the spot, with time, location and photos, and then follows a defined review path.',
        ],
        bullets: [
          'Incident and near-miss reports with photos, people involved, immediate actions and investigation steps',
          'Permits to work for hot work, confined space, work at height and electrical isolation, with issuer, receiver and area authority sign-off',
          'Inspection checklists for sites, vehicles, scaffolds and fire equipment, with findings turned into corrective actions',
          "Toolbox talks recorded with topic, attendees and signatures on the supervisor's device",
          'Dashboards of open actions, active permits and inspection results by site and contractor',
        ],
      },
      {
        heading: 'How it works with Odoo',
        paragraphs: [
          'Employee lists come from Odoo Employees, so a permit is issued only to a person who exists in your records, and training or certificate expiry dates held there can be checked before the permit is approved. Equipment and locations come from Odoo Maintenance or your asset register.',
          'When an inspection finds a fault, the app opens a maintenance request in Odoo and shows its status back to the inspector. Incident costs, such as repairs or replacement equipment, are recorded in Odoo where your finance team already works.',
        ],
      },
      {
        heading: 'Phones, languages and hosting',
        paragraphs: [
          'The app runs in a browser on any phone or tablet, in Arabic or English, chosen per user. Where a site has weak coverage, forms are saved on the device and sent when the connection returns. Safety data can be hosted inside the Kingdom, in a local data centre or cloud region, or on your own servers if your group or your clients require it.',
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We review your current forms, permit types and approval chains with the HSE manager and a few supervisors, and agree what goes into the first release.',
        },
        {
          title: 'Prototype',
          text: 'Within an estimated 2 to 3 weeks you test clickable screens for an incident report and a permit on your own phones, in both languages.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints, each ending with a demo: permits, inspections and toolbox talks first, then the Odoo connection and dashboards.',
        },
        {
          title: 'UAT',
          text: 'Supervisors use the app on one site for real permits and inspections while we fix what they find. Nothing goes live until your HSE manager signs off.',
        },
        {
          title: 'Launch',
          text: 'We load your sites, checklists and permit templates, train supervisors in short sessions on site, and retire the paper forms you agree to stop.',
        },
        {
          title: 'Support',
          text: 'Fixes, new checklists and changes to approval rules under a support agreement, with the app kept compatible with your Odoo version.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A web app in Arabic and English for phones, tablets and desktops',
        'Incident, permit, inspection and toolbox talk modules set up to your procedures',
        'Integration with Odoo employees, equipment and maintenance requests',
        'Role-based access for supervisors, HSE officers, managers and contractors',
        'Hosting in the Kingdom or on your servers, with backups',
        'Source code and user guides in both languages',
      ],
    },
    faqs: [
      {
        q: "Can contractors' staff use the app without Odoo accounts?",
        a: 'Yes. Contractors log in to the web app only, and see just their own permits, talks and actions. They never get access to Odoo or your financial data.',
      },
      {
        q: 'Does the app follow a particular safety standard?',
        a: 'We build it around your own procedures and the requirements your clients set, such as the permit forms a main contractor demands. If you work toward ISO 45001, the records the app keeps support the evidence auditors ask for.',
      },
      {
        q: 'Can we keep our existing forms?',
        a: 'Yes. We rebuild your current permit and inspection forms field by field so supervisors recognize them, and change them only where you agree.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, a first release with incidents, permits and inspections takes 8 to 14 weeks, depending on the number of permit types, approval levels and sites.',
      },
    ],
    cta: {
      heading: 'Move your safety records off paper',
      text: 'Send us one of your permit forms and your incident report template. We will show you how they would work in the app and give you an estimate for the first release.',
      button: 'Discuss your HSE app',
    },
  },

  'transportation-management': {
    meta: {
      title: 'Transportation Management Web App for Saudi Fleets',
      description:
        'Plan trips, assign drivers and vehicles, capture proof of delivery and track fuel in a web app that invoices and costs every trip in Odoo.',
      keywords: [
        'transportation management system Saudi Arabia',
        'trip planning software',
        'proof of delivery app',
        'fleet dispatch system',
        'fuel tracking',
        'Odoo transport integration',
      ],
    },
    h1: 'Transportation management web app connected to Odoo',
    lead: 'Dispatchers plan trips and assign drivers and trucks on one board, drivers confirm loading and delivery on their phones, and every completed trip becomes an invoice line and a cost in Odoo.',
    sections: [
      {
        heading: 'Built for companies that move goods every day',
        paragraphs: [
          'Transport contractors, distributors and manufacturers with their own fleets often run dispatch from a whiteboard, a spreadsheet and a stream of calls to drivers. The app replaces that with one shared plan of orders, trips, drivers and vehicles, visible to the dispatch office and to each driver on the road.',
        ],
        bullets: [
          'Trip planning from customer orders, with pickup and drop-off points, loads, dates and rates',
          'Driver and vehicle assignment that checks availability, licence expiry and vehicle documents such as the Istimara, periodic inspection and insurance',
          'A driver app for trip status, photos, signatures and electronic proof of delivery',
          'Fuel entries by vehicle and trip, with receipt photos and odometer readings',
          'Reports on trips per vehicle, kilometres, fuel per trip and delivery times',
        ],
      },
      {
        heading: 'How trips, invoices and costs reach Odoo',
        paragraphs: [
          "Customers, price lists and vehicles are read from Odoo, so dispatchers plan with the same data finance uses. When a trip is delivered with its proof of delivery attached, the app creates the invoice line in Odoo Accounting or adds it to a monthly statement, following the customer's terms.",
          "Fuel, driver allowances and other trip expenses are posted as costs against the vehicle in Odoo Fleet and against the trip's analytic account, so you see the margin of each trip, route and customer. Invoices are issued from Odoo, which keeps ZATCA e-invoicing in your existing setup.",
        ],
      },
      {
        heading: 'Drivers, languages and hosting',
        paragraphs: [
          'Driver screens are deliberately simple: large buttons, few fields, Arabic or English. The dispatch board works on a desktop. If your trucks already carry GPS trackers, we show their positions on the board where the tracker provider offers an API. Trip and customer data can be hosted in a data centre inside the Kingdom or on your own servers.',
        ],
      },
    ],
    steps: {
      heading: 'How the project runs',
      items: [
        {
          title: 'Discovery',
          text: 'We sit with dispatchers, a few drivers and the billing team to map how an order becomes a trip, a delivery and an invoice today.',
        },
        {
          title: 'Prototype',
          text: 'You try the dispatch board and the driver screens on real phones with sample trips before development starts.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: trip planning and assignment, then the driver app and proof of delivery, then fuel, invoicing and reports.',
        },
        {
          title: 'UAT',
          text: 'A group of drivers and one dispatcher run real trips in parallel with the old method until the numbers match.',
        },
        {
          title: 'Launch',
          text: 'We load vehicles, drivers, customers and rates, train dispatchers and drivers, and stay close during the first weeks.',
        },
        {
          title: 'Support',
          text: 'Fixes, new reports and rate changes under a support agreement, plus updates when your Odoo version changes.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A dispatch board and a driver app in Arabic and English',
        'Electronic proof of delivery with photos, signatures and time stamps',
        'Integration with Odoo customers, vehicles, invoicing and analytic costs',
        'Document expiry alerts for drivers and vehicles',
        'Trip, fuel and margin reports',
        'Source code, hosting setup and user guides',
      ],
    },
    faqs: [
      {
        q: 'Does this replace the Odoo Fleet module?',
        a: 'No. Odoo Fleet keeps the vehicle records, contracts and costs. The app adds what Fleet does not cover: trip planning, driver screens and proof of delivery.',
      },
      {
        q: 'Can our customers follow their deliveries?',
        a: 'Yes, if you want it. Customers can receive a tracking link or log in to a simple portal that shows trip status and the signed proof of delivery.',
      },
      {
        q: 'Do drivers need smartphones?',
        a: 'Drivers need a phone with a browser and a camera. The app does not have to be installed from a store, and it keeps working for a while without coverage.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 10 to 16 weeks for planning, the driver app, proof of delivery and invoicing, depending on your rate structures and the number of branches.',
      },
    ],
    cta: {
      heading: 'See your own trips on one board',
      text: 'Share a week of trip records and your rate sheet. We will show how they would look in the app and estimate the first release.',
      button: 'Plan your transport app',
    },
  },

  'whatsapp-ticket-system': {
    meta: {
      title: 'WhatsApp Ticket System for Customer Support Teams',
      description:
        'Turn WhatsApp messages into support tickets with routing, SLAs and agent replies, linked to Odoo customers, orders and invoices.',
      keywords: [
        'WhatsApp ticket system',
        'WhatsApp Business Platform support',
        'WhatsApp helpdesk Saudi Arabia',
        'customer support SLA',
        'shared WhatsApp inbox',
        'Odoo WhatsApp integration',
      ],
    },
    h1: 'WhatsApp ticket system for customer support',
    lead: 'Your customers already write to you on WhatsApp. This app turns each conversation into a ticket with an owner, a priority and a deadline, so agents answer from one shared inbox and managers see what is waiting.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Retailers, service companies, maintenance contractors and distributors whose customers send questions, complaints and photos to a WhatsApp number that one phone or a few staff members share. Messages get lost, two people answer the same customer, and nobody can say how long a reply took.',
        ],
        bullets: [
          'Connection to the WhatsApp Business Platform on your own business number, through the Cloud API or an approved solution provider',
          'Automatic ticket creation with category, priority and customer match by phone number',
          'Routing by topic, language, branch or agent workload',
          'SLA timers for first response and resolution, with escalation to a supervisor',
          'Approved message templates for updates sent outside the 24-hour customer service window',
          'A satisfaction question at closing and reports by agent, category and SLA',
        ],
      },
      {
        heading: 'Linked to Odoo',
        paragraphs: [
          "When a message arrives, the app finds the phone number among Odoo contacts and shows the agent the customer's recent sales orders, deliveries, invoices and open balance without opening Odoo. From the ticket, an agent can create a return, a repair or a follow-up activity in Odoo.",
          'If you already use Odoo Helpdesk, we can sync tickets into it instead of keeping a separate list, with the app handling the WhatsApp side, the routing and the agent screen.',
        ],
      },
      {
        heading: 'Languages, privacy and hosting',
        paragraphs: [
          "Agents work in Arabic or English, and conversations can be routed to agents by language. Ticket history, attachments and customer details are stored in your own database, hosted inside the Kingdom if you need, with access limited by role. Messages travel through WhatsApp's own infrastructure on their way to you, which we explain clearly during discovery.",
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We read a sample of real conversations with your support lead, list the request types and agree categories, routing rules and SLA targets.',
        },
        {
          title: 'Prototype',
          text: 'You test the agent inbox and ticket screen with sample conversations, and we prepare your business number and message templates for approval.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: WhatsApp connection and tickets, then routing and SLAs, then the Odoo lookup and reports.',
        },
        {
          title: 'UAT',
          text: 'A few agents handle live conversations on the new system for an agreed period while the rest of the team continues as before.',
        },
        {
          title: 'Launch',
          text: 'All agents move over, supervisors get their dashboards, and we watch SLA timers and routing closely in the first weeks.',
        },
        {
          title: 'Support',
          text: 'Fixes, new categories, template changes and adjustments to routing under a support agreement.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A shared WhatsApp inbox with tickets, in Arabic and English',
        'Routing rules, SLA timers and escalation set to your targets',
        'Customer lookup from Odoo contacts, orders and invoices',
        'Message templates prepared for approval',
        'Supervisor dashboards and reports',
        'Hosting setup, source code and agent guides',
      ],
    },
    faqs: [
      {
        q: 'Odoo has WhatsApp features. Why a separate app?',
        a: "Odoo's WhatsApp integration is useful for sending template messages and chatting from records. A separate ticket system fits when you need queues, routing rules, SLA timers and an agent screen built around your support process, or when agents should not be Odoo users. We review both options in discovery and recommend the simpler one.",
      },
      {
        q: 'Can we keep our current WhatsApp number?',
        a: 'Usually yes, once the number is moved to the WhatsApp Business Platform. It then stops working in the regular WhatsApp app on a phone, so we plan the switch with you.',
      },
      {
        q: "Who pays WhatsApp's messaging fees?",
        a: "WhatsApp's messaging fees are charged to your business account by WhatsApp or the solution provider, separately from our work. We explain how they apply to your volumes.",
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 6 to 12 weeks, depending on the number of categories, routing rules and Odoo links you need.',
      },
    ],
    cta: {
      heading: 'Stop losing customer messages',
      text: 'Tell us how many WhatsApp conversations your team handles in a week and who answers them. We will propose a ticket flow and an estimate.',
      button: 'Set up WhatsApp tickets',
    },
  },

  'enterprise-service-desk': {
    meta: {
      title: 'Enterprise Service Desk for IT and Facilities Requests',
      description:
        'An internal service desk for IT and facilities requests, with asset records, approvals and SLAs, linked to Odoo employees, stock and purchasing.',
      keywords: [
        'enterprise service desk',
        'IT service management Saudi Arabia',
        'facilities request system',
        'internal helpdesk software',
        'IT asset management',
        'Odoo service desk integration',
      ],
    },
    h1: 'Enterprise service desk for IT and facilities',
    lead: 'Staff raise IT and facilities requests from one portal, approvals follow your authority matrix, and each request is tracked against an agreed service level. Employees, assets, spare parts and purchases stay in Odoo.',
    sections: [
      {
        heading: 'Who uses it',
        paragraphs: [
          'Groups with several branches, plants or office buildings, where requests for laptops, system access, air-conditioning repairs or office moves still arrive by email, phone call and corridor conversation. IT and facilities teams cannot show their workload, and staff cannot see what happened to their request.',
        ],
        bullets: [
          'A request catalogue with forms for each service, from new equipment and access rights to cleaning and maintenance',
          'Approvals by line manager, department head or finance, based on request type and cost',
          'An asset register that shows which laptop, phone or licence each employee holds',
          'Service levels by priority and location, with alerts before a deadline is missed',
          'A mobile view for technicians with photos, notes and sign-off by the requester',
          'Knowledge articles so staff can solve common issues themselves',
        ],
      },
      {
        heading: 'How it works with Odoo',
        paragraphs: [
          'Employees, departments and managers come from Odoo Employees, so approvals follow your organization chart without a second list to maintain. When HR adds a new hire in Odoo, the desk can open the onboarding requests for a laptop, an email account and system access automatically.',
          'A request for new equipment becomes a purchase request in Odoo Purchase, and spare parts used by technicians are issued from Odoo Inventory, so stock and costs stay accurate. Assets with serial numbers are kept in step with Odoo.',
        ],
      },
      {
        heading: 'Languages and hosting',
        paragraphs: [
          'Staff use the portal in Arabic or English. Sign-in can use your existing company accounts, such as Microsoft 365, so nobody needs another password. The desk can be hosted inside the Kingdom, on your own servers or next to your Odoo.',
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We meet IT, facilities and HR to list your services, approval rules and target response times, and collect your current asset lists.',
        },
        {
          title: 'Prototype',
          text: 'Staff and technicians try the request portal and the technician screens before development starts.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: the catalogue and approvals, then SLAs and the technician view, then the Odoo links and reports.',
        },
        {
          title: 'UAT',
          text: 'One department or site uses the desk for all its requests while we tune forms, approvals and timers.',
        },
        {
          title: 'Launch',
          text: 'We import your assets, open the portal to all staff, train technicians and publish a short guide for requesters.',
        },
        {
          title: 'Support',
          text: 'New services, approval changes and fixes under a support agreement, kept compatible with your Odoo version.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A staff portal and a technician app in Arabic and English',
        'A service catalogue with approval rules and SLAs',
        'An asset register linked to employees',
        'Integration with Odoo employees, purchasing and inventory',
        'Dashboards of workload, response times and backlog',
        'Source code, hosting setup and guides',
      ],
    },
    faqs: [
      {
        q: 'Why not use Odoo Helpdesk?',
        a: 'Odoo Helpdesk suits customer-facing support well. An internal desk usually needs a service catalogue, approval chains, asset links and staff who are not Odoo users. If Odoo Helpdesk covers your needs, we will tell you so in discovery.',
      },
      {
        q: 'Can it serve several companies in our group?',
        a: 'Yes. Each company or site can have its own services, teams and SLAs, with group-level reports for management.',
      },
      {
        q: 'Can staff still send requests by email?',
        a: 'Yes. Emails to a service address become requests, and replies go back to the sender.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 8 to 14 weeks, depending on the number of services, approval rules and sites.',
      },
    ],
    cta: {
      heading: 'Give your staff one place to ask',
      text: 'Send us your list of IT and facilities services and how requests arrive today. We will propose a catalogue and an estimate.',
      button: 'Plan your service desk',
    },
  },

  'calibration-certificate-system': {
    meta: {
      title: 'Calibration Certificate System with QR Verification',
      description:
        'Manage calibration records, due dates and certificates with QR verification, built for ISO/IEC 17025 labs and linked to Odoo invoicing.',
      keywords: [
        'calibration management software',
        'calibration certificate system',
        'ISO/IEC 17025 software',
        'QR certificate verification',
        'calibration lab Saudi Arabia',
        'Odoo calibration integration',
      ],
    },
    h1: 'Calibration certificate system for labs and plants',
    lead: 'Record every calibration, issue certificates your clients can verify by scanning a QR code, and know which instruments fall due next month. Customers, service orders and invoices run through Odoo.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Calibration laboratories that hold or are working toward ISO/IEC 17025 accreditation, and in-house metrology teams at plants in Jubail, Dammam and other industrial cities. Many still type certificates in word processors and track due dates in spreadsheets, which makes errors and missed recalls likely.',
        ],
        bullets: [
          'An instrument register with serial number, range, resolution, owner and location',
          'Calibration records with readings, reference standards used, environmental conditions and measurement uncertainty',
          'Certificates generated from the record, with a unique number, authorized signature and QR code',
          'Review and approval by an authorized signatory before a certificate is released',
          'Due-date calendars and reminders to clients or plant departments',
          'Traceability of your own reference standards and their calibration status',
        ],
      },
      {
        heading: 'QR verification and the link to Odoo',
        paragraphs: [
          'Each certificate carries a QR code that opens a verification page showing its number, instrument, calibration date, due date and status: valid, revised or withdrawn. A client or auditor can confirm a certificate in seconds, and altered copies are easy to spot.',
          'Client requests arrive as sales or service orders in Odoo. When certificates are approved, the app marks the work complete and Odoo creates the invoice, so ZATCA e-invoicing stays in your accounting. Upcoming due dates can open quotations in Odoo so recalls become repeat work.',
        ],
      },
      {
        heading: 'Languages and hosting',
        paragraphs: [
          'Lab staff work in Arabic or English, and certificates can be printed in English, Arabic or both. Records can be hosted inside the Kingdom or on your own servers, with access controls and change history that support your quality system.',
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We review your certificate templates, calculation sheets and quality procedures with the lab manager and quality manager.',
        },
        {
          title: 'Prototype',
          text: 'You test the calibration entry screens and a sample certificate with its QR verification page.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: instruments and records, then certificates and approvals, then reminders, the Odoo link and the client portal.',
        },
        {
          title: 'UAT',
          text: 'Technicians produce real certificates in parallel with your current method, and the quality manager compares results before sign-off.',
        },
        {
          title: 'Launch',
          text: 'We import instrument history from your spreadsheets, train technicians and signatories, and switch certificate issuing to the app.',
        },
        {
          title: 'Support',
          text: 'New instrument types, template changes and fixes under a support agreement, with change history preserved.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A calibration system in Arabic and English',
        'Certificate templates with QR codes and a public verification page',
        'Due-date reminders and a client portal for downloading certificates',
        'Integration with Odoo customers, orders and invoicing',
        'Imported instrument history',
        'Source code, hosting setup and user guides',
      ],
    },
    faqs: [
      {
        q: 'Will the system make our lab ISO/IEC 17025 compliant?',
        a: 'No software does that on its own: accreditation depends on your quality system, staff competence and assessments. The app supports the record requirements, such as traceability, uncertainty, review and controlled changes.',
      },
      {
        q: 'Can you use our own uncertainty calculations?',
        a: 'Yes. We build your calculation methods into the app and check them against your current spreadsheets during testing.',
      },
      {
        q: 'Can we import our past certificates?',
        a: 'Yes. Instrument history and due dates can be imported from spreadsheets, and older certificates attached as files.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 8 to 14 weeks, depending on the number of instrument types, calculation methods and certificate layouts.',
      },
    ],
    cta: {
      heading: 'Issue certificates clients can verify',
      text: 'Send us a sample certificate and the sheet you calculate it from. We will show how it would work in the app and give you an estimate.',
      button: 'Discuss your calibration system',
    },
  },

  'rig-management-system': {
    meta: {
      title: 'Rig Management System for Drilling Contractors',
      description:
        'Crew rotations, rig equipment, daily drilling reports and maintenance for drilling contractors, with payroll inputs, stock and invoicing in Odoo.',
      keywords: [
        'rig management system',
        'daily drilling report software',
        'crew rotation planning',
        'drilling contractor software Saudi Arabia',
        'rig maintenance management',
        'Odoo oil and gas integration',
      ],
    },
    h1: 'Rig management system for drilling contractors',
    lead: 'Follow every rig from one system: who is on board and who rotates next, what equipment is on location, what the daily drilling report says and which maintenance is due. Payroll inputs, spare parts and client invoices go to Odoo.',
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Drilling and well services contractors working for oil and gas operators in the Eastern Province and beyond. Rig managers, toolpushers, HR and maintenance teams often work from separate spreadsheets and emailed reports, so crew changes, certificate expiries and equipment hours are hard to follow across several rigs.',
        ],
        bullets: [
          'Crew planning by rig and position, with rotation schedules, travel and handovers',
          'Certificate and medical expiry checks before a person is assigned to a rig',
          'Daily drilling reports with depth, hourly operations, bits, mud, downtime and personnel on board',
          'An equipment register by rig, with running hours and location history',
          'Preventive maintenance plans and work orders raised from the rig',
          'Reports on rig time, downtime and crew days for management and clients',
        ],
      },
      {
        heading: 'How it works with Odoo',
        paragraphs: [
          'Crew days and rotation records feed Odoo Payroll as inputs for rig allowances and overtime, so HR no longer rebuilds them from rosters. Spare parts requested on the rig become requisitions in Odoo Inventory or Purchase, and parts used are charged to the rig.',
          'Approved daily reports split rig time into operating, standby, repair and move hours. The app applies the day rates of the client contract and sends the billable lines to Odoo, which issues the monthly invoice.',
        ],
      },
      {
        heading: 'Remote sites, languages and hosting',
        paragraphs: [
          "Rigs often sit far from good coverage, so reports and forms are saved on the rig's devices and sent when the link is available. Screens work in Arabic and English. Operational data can be hosted inside the Kingdom or on your own servers, as your clients' requirements dictate.",
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We meet the operations manager, a rig manager, HR and maintenance to map crew rotations, report formats and billing rules.',
        },
        {
          title: 'Prototype',
          text: 'Toolpushers and rig clerks test the daily report and crew screens with data from a recent well.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: crews and rotations, then daily reports, then equipment and maintenance, then the Odoo links.',
        },
        {
          title: 'UAT',
          text: 'One rig runs the system alongside its current reports for an agreed period, and the office checks payroll and billing figures against them.',
        },
        {
          title: 'Launch',
          text: 'We load rigs, crews, equipment and contract rates, train rig and office staff, and bring the remaining rigs on one by one.',
        },
        { title: 'Support', text: 'New report fields, client-specific formats and fixes under a support agreement.' },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A rig management system in Arabic and English',
        'Crew planning with rotation calendars and certificate checks',
        'Daily drilling reports in the format your clients require',
        'Equipment and maintenance records by rig',
        'Integration with Odoo payroll, inventory, purchasing and invoicing',
        'Source code, hosting setup and user guides',
      ],
    },
    faqs: [
      {
        q: "Can the daily report match our client's required format?",
        a: 'Yes. We build the report layout to match the format each operator asks for, including IADC-style layouts, and keep the underlying data the same.',
      },
      {
        q: 'Does it work without a connection on the rig?',
        a: 'Yes. Reports and forms are saved on the device and sent when the link returns, so the daily report is never blocked by coverage.',
      },
      {
        q: 'Can we manage rigs for several clients?',
        a: 'Yes. Each rig is linked to its contract, rates and report format, and management sees all rigs together.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 12 to 20 weeks, depending on the number of rigs, report formats and contract rate types.',
      },
    ],
    cta: {
      heading: 'Bring your rigs into one view',
      text: 'Send us a recent daily drilling report and a crew roster. We will show how they would work in the system and estimate the first release.',
      button: 'Discuss your rig system',
    },
  },

  'freight-forwarding': {
    meta: {
      title: 'Freight Forwarding Software with FASAH Clearance Files',
      description:
        'Shipments, containers, FASAH customs clearance documents, job costing and invoicing in one freight forwarding app connected to Odoo Accounting.',
      keywords: [
        'freight forwarding software Saudi Arabia',
        'customs clearance FASAH',
        'shipment management system',
        'job costing freight',
        'container tracking',
        'Odoo freight forwarding',
      ],
    },
    h1: 'Freight forwarding web app connected to Odoo',
    lead: "Open a job for each shipment, keep its containers, documents and customs clearance status in one file, and see the job's profit before you invoice it. Invoices, vendor bills and payments are posted in Odoo.",
    sections: [
      {
        heading: 'Who it is for',
        paragraphs: [
          'Freight forwarders and customs brokers working through King Abdulaziz Port in Dammam, Jeddah Islamic Port, the King Fahd Causeway and the airports. Jobs often live in email threads and spreadsheets, so costs are missed, documents are chased at the last minute and free time on containers runs out unnoticed.',
        ],
        bullets: [
          'A job file per shipment by sea, air or land, with shipper, consignee, ports and Incoterms',
          'Container tracking through booking, loading, arrival, release, delivery and empty return',
          'A document checklist: bill of lading, commercial invoice, packing list, certificate of origin and SABER certificates where needed',
          'Clearance files prepared for submission on FASAH, with declaration numbers, duties and release status recorded on the job',
          'Job costing with expected and actual costs for freight, port charges, duties, trucking and demurrage',
          'Free-time alerts before demurrage and detention charges start',
        ],
      },
      {
        heading: 'How it works with Odoo',
        paragraphs: [
          "Customers, shipping lines, carriers and agents are contacts in Odoo. When a job is ready to bill, the app creates the customer invoice in Odoo with each charge and the VAT treatment your accountant set for that charge type, including disbursements such as duties paid on the client's behalf.",
          'Vendor bills from shipping lines, truckers and agents are matched to the job, and each job has its own analytic account, so you see the real profit per shipment, customer and trade lane. Invoices go out from Odoo, which keeps ZATCA e-invoicing in place.',
        ],
      },
      {
        heading: 'Languages and hosting',
        paragraphs: [
          'Operations staff work in Arabic or English, and customer documents can be issued in either. Shipment and customs data can be hosted inside the Kingdom or on your own servers, with access limited by branch and role.',
        ],
      },
    ],
    steps: {
      heading: 'How we build it',
      items: [
        {
          title: 'Discovery',
          text: 'We follow a few real jobs from quotation to invoice with your operations, clearance and accounts teams.',
        },
        {
          title: 'Prototype',
          text: 'You test the job file, container timeline and document checklist with shipments you handled recently.',
        },
        {
          title: 'Sprints',
          text: 'Two-week sprints: jobs and containers, then documents and clearance tracking, then costing and the Odoo invoicing link.',
        },
        {
          title: 'UAT',
          text: 'One branch or trade lane runs all its new jobs in the app while accounts check the invoices and job profits.',
        },
        {
          title: 'Launch',
          text: 'We load customers, vendors and charge codes, train operations and accounts staff, and move open jobs across.',
        },
        { title: 'Support', text: 'New charge types, document templates and fixes under a support agreement.' },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A freight forwarding app in Arabic and English',
        'Job files with containers, documents and clearance status',
        'Job costing and profit reports',
        'Invoice and vendor bill integration with Odoo Accounting',
        'Free-time and document alerts',
        'Source code, hosting setup and user guides',
      ],
    },
    faqs: [
      {
        q: 'Do you connect directly to FASAH?',
        a: 'We organize the data and documents your brokers need for FASAH and record what comes back: declaration number, status, duties and release. Whether a direct system connection is possible depends on the access FASAH grants your company, which we check in discovery rather than promise in advance.',
      },
      {
        q: 'Can it handle several currencies?',
        a: 'Yes. Costs and rates can be entered in US dollars or other currencies, and Odoo converts them for invoicing and accounting in Saudi riyals.',
      },
      {
        q: 'Can customers follow their shipments?',
        a: 'Yes. A customer portal can show job status, container milestones and documents ready for download.',
      },
      {
        q: 'How long does it take?',
        a: 'As an estimate, 10 to 16 weeks, depending on the modes of transport, branches and charge structures.',
      },
    ],
    cta: {
      heading: "See every job's profit before you invoice",
      text: 'Share two or three recent job files and your charge list. We will show how they would run in the app and give you an estimate.',
      button: 'Discuss your forwarding app',
    },
  },
};
