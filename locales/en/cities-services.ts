import type { PageCopy } from '../page-copy';
import type { CityServiceSlug } from '../../site/slugs/cities';
import { durationText } from '../implementation-durations';

export const cityServicePages: Record<CityServiceSlug, PageCopy> = {
  'odoo-consultation-in-jubail': {
    meta: {
      title: 'Odoo Consultation in Jubail for Industrial Suppliers',
      description:
        'Odoo advice for Jubail Industrial City suppliers and maintenance contractors: on-site workshops, process review, module and licence choice, roadmap.',
      keywords: [
        'Odoo consultant Jubail',
        'Odoo Jubail Industrial City',
        'ERP consultation Jubail',
        'Odoo for maintenance contractors',
        'Odoo licence advice Saudi Arabia',
      ],
    },
    h1: 'Odoo Consultation in Jubail',
    lead: 'Before you commit budget to an ERP, our consultants come to your office or yard in Jubail, study how your jobs, stock and invoices really move, and tell you plainly what Odoo should cover, which edition you need and what the work will take.',
    sections: [
      {
        heading: 'Advice shaped around Jubail Industrial City',
        paragraphs: [
          'Jubail Industrial City, administered by the Royal Commission for Jubail and Yanbu, is one of the largest petrochemical industrial cities in the world. Around the plants works a dense network of suppliers, fabricators, maintenance contractors, manpower providers and equipment renters, and most of them live by purchase orders, call-offs and strict payment terms from large plant owners.',
          'These businesses rarely need every Odoo module. They need the right few, set up for the way they quote, mobilize crews, issue spare parts and invoice against a customer PO. Our consultation answers that question before any configuration starts, so the decision rests on your processes rather than on a demo.',
        ],
      },
      {
        heading: 'What we look at in a Jubail business',
        paragraphs: ['We follow the whole path from enquiry to cash, with the people who run each part of it.'],
        bullets: [
          'Quotations and rate cards for manpower, equipment and materials, and how they turn into customer POs and call-offs',
          'Shutdown and turnaround jobs: crew planning, timesheets, site allowances and the cost of each job',
          'Spare parts and consumables held in your Jubail store, with serial or lot tracking where customers ask for it',
          "Invoicing against plant owners' purchase orders, including those submitted through supplier portals such as SAP Ariba",
          'Payroll links to GOSI, Mudad and the Wage Protection System, and expiry dates for iqamas and site passes',
          'Readiness for ZATCA e-invoicing Phase 2, where most of your invoices go to companies and need clearance',
        ],
      },
      {
        heading: 'Modules, edition and licences, in plain terms',
        paragraphs: [
          'We recommend a module set and explain why each module is in or out. For a maintenance contractor that might be Projects, Field Service, Timesheets, Inventory, Purchase and Accounting; for a trading supplier, Sales, Purchase, Inventory and Accounting may be enough for a first phase.',
          'We also compare Odoo Community and Enterprise for your case. Both editions include the Saudi localization with ZATCA e-invoicing support, and most Jubail suppliers choose Enterprise for its full accounting reports and apps, so the real questions are how many users need a licence and which hosting option fits your IT policy.',
        ],
      },
    ],
    steps: {
      heading: 'How the consultation runs',
      items: [
        {
          title: 'Discovery workshops on site',
          text: 'We drive up from Dammam, about an hour along the coast, and hold focused sessions with your owner, finance, stores and operations leads at your Jubail office or yard.',
        },
        {
          title: 'Process review',
          text: 'We map how work flows today, from enquiry to collection, and mark where spreadsheets, re-keying or missing approvals cost you time or money.',
        },
        {
          title: 'Fit and gap',
          text: 'Each requirement is matched to standard Odoo, a configuration choice or a small development. Gaps are listed openly, with a workaround where one exists.',
        },
        {
          title: 'Roadmap and estimate',
          text: 'You receive a phased plan, the recommended edition and licence count, and an effort and cost estimate given as a range.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'A written map of your current operation',
        'A fit-gap list with each requirement marked standard, configuration or development',
        'A recommended module list and Odoo edition, with a licence count by role',
        'Hosting advice: Odoo Online, Odoo.sh or your own server',
        'A phased roadmap with an effort and cost estimate range',
        'A short ZATCA Phase 2 readiness note',
      ],
    },
    faqs: [
      {
        q: 'Do we have to implement with you after the consultation?',
        a: 'No. The roadmap and fit-gap list are yours to use with any partner or with your own team. The consultation is a complete piece of work on its own, whoever implements afterwards.',
      },
      {
        q: 'How long does a consultation take for a Jubail contractor?',
        a: 'For a single company on one site, we usually estimate one to two weeks from the first workshop to the roadmap. Several companies, branches or a large payroll extend that, and we give you the estimate before we start.',
      },
      {
        q: 'Can Odoo handle manpower supply and turnaround billing?',
        a: 'Yes, with the right setup. Timesheets and Projects can carry customer rates per trade, and invoices can be grouped by customer PO. During the consultation we test your actual rate cards and timesheet format against Odoo to confirm the fit.',
      },
      {
        q: 'Our customers use SAP Ariba. Does that change the advice?',
        a: 'It affects how invoices reach your customer, not the choice of ERP. We review what each customer portal accepts and recommend either a manual upload step or an integration, depending on whether the volume justifies the cost.',
      },
    ],
    cta: {
      heading: 'Book a discovery session in Jubail',
      text: 'Tell us what you supply and how many people would use the system. We will suggest a date for the first on-site workshop in Jubail and an outline of the consultation.',
      button: 'Book a consultation',
    },
  },

  'odoo-consultation-in-al-ahsa': {
    meta: {
      title: 'Odoo Consultation in Al-Ahsa: Advice Before You Invest',
      description:
        'Odoo advice for Al-Ahsa date packers, farms, food processors and traders in Hofuf and Mubarraz: process review, module choice, roadmap and estimate.',
      keywords: [
        'Odoo consultant Al-Ahsa',
        'Odoo consultation Hofuf',
        'Odoo consultation Mubarraz',
        'ERP advice for date packers',
        'Odoo edition and licence advice',
      ],
    },
    h1: 'Odoo Consultation in Al-Ahsa',
    lead: 'Whether you pack dates, run a farm, process food or trade from Hofuf and Mubarraz, our consultants help you decide what Odoo should do for your business, in which order and at what estimated cost, before you spend on an implementation.',
    sections: [
      {
        heading: 'Decisions that come before the software',
        paragraphs: [
          'Al-Ahsa Oasis, a UNESCO World Heritage site, is one of the largest palm oases in the world, and dates, agriculture and food processing shape much of its economy. Businesses here are often several activities under one family: a farm, a packing house, a trading company and a few shops in Hofuf and Mubarraz.',
          'That mix raises questions no demo answers. Should the farm and the packing house be one company in Odoo or two? Do you need Manufacturing, or is Inventory with kits enough? Which shops go first? A consultation settles these points on paper, where changing your mind costs nothing.',
        ],
      },
      {
        heading: 'Questions we help you answer',
        paragraphs: [
          'A consultation is not a sales presentation. It is a structured review that ends with recommendations you can act on, with or without us.',
        ],
        bullets: [
          'How purchases from many growers should be recorded: weighing, grading, advances and final settlement',
          'Whether to track stock by lot and expiry date, and at which points it is worth the extra effort',
          'How your companies, farms, cold stores and shops should be structured in Odoo',
          'Which sales channels to connect first: wholesale, your own shops, a Salla or Zid store, or buyers abroad',
          'What 15% VAT and ZATCA e-invoicing Phase 2 mean for your mix of company customers and counter sales',
          'Whether Community or Enterprise fits, and how many users actually need a licence',
        ],
      },
      {
        heading: 'How our Dammam team works with Al-Ahsa',
        paragraphs: [
          'Al-Ahsa is a day trip by road from our Dammam office, so we group the on-site work into one or two full days of workshops at your farm, packing house or head office, followed by remote sessions to review drafts. We schedule the visits outside your busiest harvest and packing weeks, when the people who know the process can sit with us.',
        ],
      },
    ],
    steps: {
      heading: 'The consultation, step by step',
      items: [
        {
          title: 'Scope call',
          text: 'A remote call to learn your activities, sites and yearly calendar, and to agree who joins the workshops and when.',
        },
        {
          title: 'On-site discovery',
          text: 'Workshops with owners, buyers, the packing supervisor and accounts, and a walk through the site from the receiving bay to dispatch.',
        },
        {
          title: 'Process review and module selection',
          text: "We document today's flow from grower to customer and match each step to Odoo modules such as Purchase, Inventory, Manufacturing, Point of Sale and Accounting.",
        },
        {
          title: 'Roadmap and estimate',
          text: 'A phased plan timed to your calendar, the edition and licence advice, and an effort and cost estimate as a range.',
        },
      ],
    },
    deliverables: {
      heading: 'What you take away',
      items: [
        'A map of your flow from grower purchase to sale',
        'A recommended company and site structure for Odoo',
        'A reasoned decision on lot and expiry tracking',
        'A recommended module list, edition and licence count',
        'A phased roadmap with go-live windows that avoid the harvest peak',
        'An effort and cost estimate, shown as a range',
      ],
    },
    faqs: [
      {
        q: 'When is the best time for a date business to start?',
        a: 'Usually in the quieter months after the packing season, so the system can be built and tested before the next harvest. We look at your own calendar rather than assume a standard one.',
      },
      {
        q: 'Can a small farm or shop start with a few modules?',
        a: 'Yes. Many family businesses start with Sales, Purchase, Inventory and Accounting, then add Manufacturing or Point of Sale later. The roadmap shows which phase each module belongs to and why.',
      },
      {
        q: 'Do you need to visit in person?',
        a: 'We recommend at least one day on site, because seeing the receiving area, cold store and packing line answers questions a video call misses. The rest of the consultation can run remotely.',
      },
      {
        q: 'Does the consultation include ZATCA advice?',
        a: 'Yes. We check how your invoices are issued today, which are standard tax invoices and which are simplified, and what Phase 2 integration requires: it already applies if your revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024, and smaller businesses are notified at least six months before their date.',
      },
    ],
    cta: {
      heading: 'Get a clear Odoo plan for your Al-Ahsa business',
      text: 'Share your activities, sites and busiest months, and we will propose dates for an on-site workshop in Al-Ahsa and the scope of the consultation.',
      button: 'Request a consultation',
    },
  },

  'odoo-consultation-in-dhahran': {
    meta: {
      title: 'Odoo Consultation in Dhahran for Engineering Firms',
      description:
        'Odoo advice for Dhahran engineering, oil-and-gas service and Techno Valley firms: contract review, edition and hosting choice, roadmap and estimate.',
      keywords: [
        'Odoo consultant Dhahran',
        'Odoo for engineering firms',
        'Odoo oil and gas services',
        'Dhahran Techno Valley ERP',
        'Odoo project accounting advice',
      ],
    },
    h1: 'Odoo Consultation in Dhahran',
    lead: 'Engineering and oil-and-gas service firms in Dhahran sell time, expertise and equipment under contracts. Our consultants help you decide how Odoo should plan, cost and bill that work, and what a sound first phase looks like.',
    sections: [
      {
        heading: 'Where Dhahran businesses start from',
        paragraphs: [
          "Dhahran is home to Saudi Aramco's headquarters and to King Fahd University of Petroleum and Minerals, and Dhahran Techno Valley next to the university hosts research centres and technology companies. Around them works a large community of engineering consultancies, inspection and testing firms, oil-and-gas service companies and young tech businesses.",
          'Many of these firms outgrow a small accounting package and a folder of spreadsheets at the same moment: when they win a larger contract, open a second entity or face their first audit of project costs. That is the right time for a consultation, before a new system is chosen by default.',
        ],
      },
      {
        heading: 'Project-based work needs a project-based design',
        paragraphs: [
          'Our review follows a contract from tender to final invoice and asks what management needs to know at each stage.',
        ],
        bullets: [
          'Tender costing and rate cards by discipline, grade and customer',
          'Contract structure: lump-sum milestones, reimbursable hours or a mix',
          'Timesheets from engineers on site, in the office or abroad, and how they are approved',
          'Subcontractor purchases and expenses charged to the right project',
          'Project profitability through analytic accounting, by contract and by department',
          'Retention, advance payments and progress invoicing, with ZATCA Phase 2 clearance of tax invoices',
        ],
      },
      {
        heading: 'Architecture, hosting and IT policy',
        paragraphs: [
          'Dhahran firms often work under strict customer requirements on data and access. We compare Odoo Online, Odoo.sh and hosting on your own servers, explain what each allows in customization and control, and check how users will sign in, for example with Microsoft 365 accounts.',
          'For technology companies in the Techno Valley we also plan for growth: how a setup for a few users today can extend to more entities and users without rebuilding it later.',
        ],
      },
    ],
    steps: {
      heading: 'How we run it',
      items: [
        {
          title: 'Kick-off at your office',
          text: 'Dhahran is a short drive from our Dammam office, so the kick-off and key workshops happen in person with your managing director, finance lead and project managers.',
        },
        {
          title: 'Contract walk-through',
          text: 'We take two or three real contracts and trace them through quotation, mobilization, timesheets, purchases and invoicing.',
        },
        {
          title: 'Module, edition and hosting choice',
          text: 'We recommend modules such as Projects, Timesheets, Planning, Purchase, Expenses and Accounting, and set out the Community or Enterprise decision and the licence count by role.',
        },
        {
          title: 'Roadmap and estimate',
          text: 'A phased plan with priorities and dependencies, and an effort and cost estimate given as a range.',
        },
      ],
    },
    deliverables: {
      heading: 'Your consultation pack',
      items: [
        'Contract-to-cash process maps based on your real contracts',
        'A fit-gap list with standard, configuration and development items',
        'An analytic accounting design for project profitability',
        'Edition, licence and hosting recommendations with reasons',
        'A phased roadmap and an estimate range',
      ],
    },
    faqs: [
      {
        q: 'We already use another ERP. Can you advise on moving?',
        a: 'Yes. We review what the current system does well, what it lacks and what data would move, and compare the cost of improving it with the cost of moving to Odoo. Sometimes the honest advice is to stay.',
      },
      {
        q: 'Can Odoo show profit per project?',
        a: 'Yes. With analytic accounting, timesheet costs, purchases and expenses are charged to each project and compared with what was invoiced. We design the analytic structure during the consultation.',
      },
      {
        q: 'Is Odoo Online enough for a Techno Valley startup?',
        a: 'Often it is, at least at the start. Odoo Online does not accept custom code, so if you expect integrations or modules of your own, Odoo.sh or private hosting may suit you better. We explain the trade-offs against your plans.',
      },
      {
        q: 'Will you sign a non-disclosure agreement?',
        a: 'Yes, we are happy to sign one before the workshops, and we only ask for the documents the review needs.',
      },
    ],
    cta: {
      heading: 'Talk to an Odoo consultant in Dhahran',
      text: 'Send us a short note on your contracts, entities and user numbers, and we will arrange a first meeting at your Dhahran office.',
      button: 'Arrange a meeting',
    },
  },

  'odoo-consultation-in-qatif': {
    meta: {
      title: 'Odoo Consultation in Qatif for Family Businesses',
      description:
        'Practical Odoo advice for Qatif family businesses, seafood and farm traders, shops and workshops: process review, module choice and a clear roadmap.',
      keywords: [
        'Odoo consultant Qatif',
        'Odoo consultation Qatif',
        'ERP for family businesses Saudi Arabia',
        'Odoo for workshops',
        'Odoo for seafood traders',
      ],
    },
    h1: 'Odoo Consultation in Qatif',
    lead: "Many of Qatif's businesses are family-owned and built over generations. Our consultants help owners and the next generation decide what Odoo should take over, what can stay as it is, and how to start without disrupting daily trade.",
    sections: [
      {
        heading: 'Business life in Qatif',
        paragraphs: [
          'Qatif, on the Gulf coast just north of Dammam, has long lived from the sea and the land: fishing and seafood trading, palm groves and vegetable farms, alongside trading houses, building material shops and workshops for vehicles, metal and wood. Many of these firms are family businesses, with brothers, sons and cousins each running a part.',
          "That structure brings its own questions. Who approves purchases? How is each branch's profit seen? How does the family see the whole picture without calling every shop? Our consultation starts with these questions rather than with a list of software features.",
        ],
      },
      {
        heading: 'Typical situations we review',
        paragraphs: [
          'For each one we look at what is done today, who does it, and what information the owners are missing.',
        ],
        bullets: [
          'A seafood trader selling by weight for cash and on credit to restaurants, who needs a daily stock and cash closing',
          'A trading house with several shops run by different family members, sharing suppliers but keeping separate accounts',
          'A vehicle or metal workshop that needs job cards, parts issued to each job and labour charged correctly',
          'A farm selling to wholesalers and markets and buying seed, fertiliser and packaging on account',
          'A business issuing invoices from a basic program that must prepare for ZATCA e-invoicing Phase 2',
        ],
      },
      {
        heading: 'Start small, grow in phases',
        paragraphs: [
          'Most Qatif businesses do not need a large first phase. We often recommend starting with Accounting, Sales, Purchase and Inventory, or Point of Sale for counter trade, then adding modules such as Repairs, Projects or Manufacturing once the team is comfortable.',
          'We explain the difference between Odoo Community and Enterprise for your case and advise on the smallest licence count that works, so the family pays for what it uses.',
        ],
      },
    ],
    steps: {
      heading: 'What the consultation looks like',
      items: [
        {
          title: 'First meeting with the family',
          text: 'Qatif is a short drive from our Dammam office. We meet the owners and the people who will use the system, at your office or shop.',
        },
        {
          title: 'Process review',
          text: "We follow a trading day: purchasing, stock, sales, cash collection and the owners' reports, and note what is slow or unclear.",
        },
        {
          title: 'Module and licence advice',
          text: 'We propose the modules for a first phase and for later phases, the edition, and which users need licences.',
        },
        {
          title: 'Roadmap and estimate',
          text: 'You receive a realistic plan with an effort and cost estimate as a range, so the family can decide together.',
        },
      ],
    },
    deliverables: {
      heading: 'What the family receives',
      items: [
        'A clear description of how the business runs today',
        'The list of reports the owners will get from Odoo',
        'Recommended modules, edition and licence count',
        'A company and branch structure for Odoo, including approvals',
        'A phased roadmap with an estimate range',
      ],
    },
    faqs: [
      {
        q: 'Our business is small. Is a consultation worth it?',
        a: 'For a small business the consultation is short and focused, and it stops you buying licences or modules you do not need. It also gives you a defined scope to use when you ask for implementation quotes.',
      },
      {
        q: 'Can each family member see only their own branch?',
        a: 'Yes. Branches can be separate companies or warehouses in Odoo, with access rights per user, while the owners see consolidated reports. We recommend the structure that matches how the family shares responsibility.',
      },
      {
        q: 'Can workshops use Odoo for job cards?',
        a: "Yes. The Repairs module, or Field Service for work at the customer's site, records parts and labour per job and turns them into an invoice. We check which one fits your workshop.",
      },
      {
        q: 'Do we need ZATCA Phase 2 now?',
        a: 'If your revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024, yes: that wave had to integrate by 30 June 2026. Smaller businesses are notified by ZATCA at least six months before their own date. We check your position and plan the invoicing setup accordingly.',
      },
    ],
    cta: {
      heading: 'Meet our consultants in Qatif',
      text: 'Tell us about your business and who in the family will be involved, and we will arrange a first meeting in Qatif at a time that suits your trading day.',
      button: 'Arrange a first meeting',
    },
  },

  'odoo-implementation-in-nairyah': {
    meta: {
      title: 'Odoo Implementation in Nairyah: Setup to Go-Live',
      description:
        'Odoo implementation for Nairyah farms, livestock traders and contractors: configuration, data migration, ZATCA Phase 2, training and go-live support.',
      keywords: [
        'Odoo implementation Nairyah',
        'Odoo data migration',
        'Odoo for livestock traders',
        'Odoo for contractors Eastern Province',
        'ZATCA Phase 2 Odoo',
      ],
    },
    h1: 'Odoo Implementation in Nairyah',
    lead: 'We implement Odoo for farms, livestock traders, contractors and shops in Nairyah, with a delivery plan built for a town some distance from our Dammam office: remote configuration, site visits at the moments that matter, and support that does not wait for the road.',
    sections: [
      {
        heading: 'Starting from notebooks and basic programs',
        paragraphs: [
          'Nairyah is a smaller town in the north of the Eastern Province, where agriculture, livestock and contracting carry much of the local economy. Offices are lean: the owner often does the buying, one accountant keeps the books, and a lot of detail lives in notebooks, spreadsheets and phone messages.',
          'An implementation here succeeds when that information is turned into clean records without stopping the business. Most of our effort goes into preparing data, keeping screens simple and training people on the few tasks they do every day.',
        ],
      },
      {
        heading: 'What the implementation covers',
        paragraphs: [
          'The scope is agreed in writing at the start and kept tight, so the system goes live and is actually used.',
        ],
        bullets: [
          'Configuration of Accounting, Sales, Purchase and Inventory, with units of measure for feed, fuel and produce',
          'Livestock handled as stock items with serial numbers or lots where needed, and feed and veterinary costs charged to analytic accounts',
          'Projects for contractors, with a budget, purchases and subcontracts per site, Fleet for vehicles and equipment, and progress invoices',
          'Data migration of customers, suppliers, products, open balances and opening stock, including animal counts',
          "ZATCA Phase 2 onboarding through Odoo's Saudi localization, with 15% VAT set up correctly",
          'Training in Arabic, go-live support and a hypercare period after launch',
        ],
      },
      {
        heading: 'How we deliver from Dammam',
        paragraphs: [
          'Nairyah is a longer drive north from Dammam, so we do not ask you to host our team every week. Configuration, data migration and most testing run remotely on a test database you can open from your office or phone. We travel for the kick-off, for hands-on training and for go-live, when being in the room makes the difference.',
        ],
      },
    ],
    steps: {
      heading: 'Implementation steps',
      items: [
        {
          title: 'On-site kick-off',
          text: 'We confirm scope, users and dates with the owner and the office team, and collect your current lists, balances and invoice samples.',
        },
        {
          title: 'Configuration',
          text: 'We set up the company, chart of accounts, VAT, products, warehouses and the agreed sales, purchase and project flows on a test database.',
        },
        {
          title: 'Data migration',
          text: 'Lists and balances are cleaned, imported in a trial load and checked with your accountant before the final load at cut-over.',
        },
        {
          title: 'ZATCA Phase 2',
          text: "We onboard Odoo with ZATCA's FATOORAH platform, test the cryptographic stamp, QR code and clearance or reporting, and confirm the first live invoices.",
        },
        {
          title: 'Training and go-live',
          text: 'Short sessions in Arabic on site for each role, then go-live with our consultant present on the first day.',
        },
        {
          title: 'Hypercare',
          text: 'Remote support by phone, WhatsApp and screen sharing through the first weeks and the first month-end close.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'A working Odoo database configured for your business',
        'Customers, suppliers, products and balances migrated and reconciled',
        'ZATCA Phase 2 e-invoicing tested and live',
        'Trained users and simple Arabic guides for daily tasks',
        'A hypercare period with a named consultant',
      ],
    },
    faqs: [
      {
        q: 'What should we prepare before the kick-off?',
        a: 'A list of customers and suppliers with their balances, your products or livestock categories, recent invoices and the last stock figures you trust. We send a simple template, and we help clean whatever is incomplete.',
      },
      {
        q: 'Can Odoo track individual animals?',
        a: 'Odoo has no dedicated livestock module, but animals can be handled as stock items with serial numbers or lots, with purchase cost, feed and sale price recorded against them. We agree the level of detail that is worth the effort.',
      },
      {
        q: 'How long does an implementation take?',
        a: `For a lean scope with Accounting, Sales, Purchase and Inventory, we usually estimate ${durationText('focused', 'en')}. Payroll, projects or several companies extend that. The estimate is confirmed after the kick-off.`,
      },
      {
        q: 'Can we start with e-invoicing and add the rest later?',
        a: 'Yes. If your ZATCA deadline is close or has passed, the first phase can cover Accounting and invoicing with Phase 2 integration, and stock or projects follow in a second phase on the same database.',
      },
    ],
    cta: {
      heading: 'Get your Nairyah business live on Odoo',
      text: 'Tell us what your business does and how many people will use the system. We will propose a scope, a visit plan and an estimate for your implementation.',
      button: 'Request a proposal',
    },
  },

  'odoo-implementation-in-al-ahsa': {
    meta: {
      title: 'Odoo Implementation in Al-Ahsa for Packers and Traders',
      description:
        'Odoo implementation in Al-Ahsa: grower purchasing, cold stores, shops in Hofuf and Mubarraz, online sales, ZATCA Phase 2, training and go-live.',
      keywords: [
        'Odoo implementation Al-Ahsa',
        'Odoo implementation Hofuf',
        'Odoo Point of Sale Mubarraz',
        'Odoo for date packing',
        'ZATCA Phase 2 Al-Ahsa',
        'Odoo Salla integration',
      ],
    },
    h1: 'Odoo Implementation in Al-Ahsa',
    lead: 'We configure, migrate and launch Odoo for date packers, food processors, farms and traders across Al-Ahsa, with go-live planned ahead of the harvest rather than in the middle of it.',
    sections: [
      {
        heading: 'Several activities, one database',
        paragraphs: [
          'Al-Ahsa Oasis, on the UNESCO World Heritage list, is one of the largest palm oases in the world, and many businesses here run several activities at once: farms, a packing house or food plant, cold stores, wholesale trade and shops in Hofuf and Mubarraz. Our implementation brings these into one Odoo database, as separate companies or sites where that makes sense, so the owners see one set of figures.',
          'The hard part is rarely the software. It is agreeing how growers are settled, how stock is counted at cut-over and how shop staff and seasonal workers keep records on a busy day. Our plan covers those points explicitly.',
        ],
      },
      {
        heading: 'What we configure',
        paragraphs: [
          'The final design is fixed at the kick-off. These are the elements most Al-Ahsa projects include:',
        ],
        bullets: [
          'Purchase from growers with weighing, grading and advances, and a settlement statement for each grower',
          'Inventory across farm stores, cold stores, the packing house and shops, with lots and expiry dates where the design calls for them',
          'Manufacturing or kits for packing, so cartons, boxes and gift packs consume packaging and carry a cost',
          'Point of Sale for your shops in Hofuf and Mubarraz, with barcode scanning and counter scales through the Odoo IoT Box where the hardware supports it',
          "Online sales of gift boxes through Odoo's own website shop, or a connection to your Salla or Zid store",
          'Accounting with 15% VAT, and ZATCA Phase 2 for both company invoices and simplified shop receipts',
        ],
      },
      {
        heading: 'Working on site in Al-Ahsa',
        paragraphs: [
          'Al-Ahsa is a day trip from our Dammam office. Configuration and data preparation run remotely between visits, and our consultants come on site to validate the setup with your team, to train on the packing floor and in the shops, to supervise the cut-over stock count and to stay through go-live week.',
        ],
      },
    ],
    steps: {
      heading: 'From kick-off to your first season on Odoo',
      items: [
        {
          title: 'Kick-off and design confirmation',
          text: 'We confirm scope, companies, sites and your calendar, and fix a go-live date ahead of the harvest.',
        },
        {
          title: 'Configuration and testing',
          text: 'We build the setup in a test database and run real scenarios with your team: a grower delivery, a packing run, a wholesale order and a shop sale.',
        },
        {
          title: 'Data migration and stock count',
          text: 'Growers, customers, products, balances and opening stock are loaded in trial runs, then finalized after a counted cut-over in each store.',
        },
        {
          title: 'ZATCA Phase 2 onboarding',
          text: 'We connect each invoicing unit, including the shops, to the FATOORAH platform and test clearance of tax invoices and reporting of simplified invoices within 24 hours.',
        },
        {
          title: 'Training on site',
          text: 'Role-based sessions in Arabic for buyers, storekeepers, packing supervisors, cashiers and accounts.',
        },
        {
          title: 'Go-live and hypercare',
          text: 'Our consultants are on site for go-live week, then support you remotely and with planned visits through the first weeks of the season.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Odoo configured for your companies, sites, products and packing',
        'Grower settlement statements and advances tracked per grower',
        'Migrated master data, balances and counted opening stock',
        'ZATCA Phase 2 live for every invoice type you issue',
        'Trained staff and short Arabic guides for each role',
        'Hypercare support into your first season on Odoo',
      ],
    },
    faqs: [
      {
        q: 'Can each shop in Hofuf and Mubarraz issue its own e-invoices?',
        a: 'Yes. Each point of sale is onboarded with ZATCA so its simplified invoices carry the right stamp and QR code and are reported within 24 hours, while sales still flow into one set of accounts.',
      },
      {
        q: 'What if go-live falls close to the harvest?',
        a: 'We advise against it. If the date cannot move, we reduce the first phase to essentials such as purchasing, stock and invoicing, and add packing costs and online sales after the peak.',
      },
      {
        q: 'Can online orders and shop sales use the same stock?',
        a: "Yes. Whether you sell through Odoo's website shop or connect a Salla or Zid store, orders draw on the same inventory, so a gift box sold online is not also promised in a shop.",
      },
      {
        q: 'Do you train our seasonal workers?',
        a: 'We train your supervisors and storekeepers in depth and prepare short Arabic guides, so they can train seasonal staff on the few screens those staff use.',
      },
    ],
    cta: {
      heading: 'Start your Odoo implementation in Al-Ahsa',
      text: 'Tell us your activities, sites and the date you want to be live. We will send a scope, timeline and estimate range built around your season.',
      button: 'Get an implementation plan',
    },
  },

  'odoo-implementation-in-jubail': {
    meta: {
      title: 'Odoo Implementation in Jubail for Contractors and Suppliers',
      description:
        'Odoo implementation for Jubail Industrial City contractors and suppliers: jobs, manpower, stock, payroll, ZATCA Phase 2 clearance and go-live.',
      keywords: [
        'Odoo implementation Jubail',
        'Odoo for maintenance contractors',
        'Odoo manpower supply',
        'Jubail Industrial City ERP',
        'ZATCA Phase 2 clearance Odoo',
        'Odoo Field Service Saudi Arabia',
      ],
    },
    h1: 'Odoo Implementation in Jubail',
    lead: 'We configure, migrate and launch Odoo for maintenance contractors, manpower providers, fabricators and industrial suppliers in Jubail, so every job, timesheet, spare part and invoice sits in one system your finance team can close each month.',
    sections: [
      {
        heading: 'Delivery for the contractors around the plants',
        paragraphs: [
          'Jubail Industrial City, administered by the Royal Commission for Jubail and Yanbu, hosts some of the largest petrochemical plants in the Kingdom. The firms that serve them run crews across several plants at once, hold spares and consumables, hire out equipment and invoice against purchase orders with strict document requirements.',
          "Implementation for these businesses is about control: knowing what each job costs while it runs, billing hours and materials without gaps, and keeping worker documents valid so crews are not stopped at the gate. Our Dammam team is about an hour's drive away, so consultants are on site for workshops, testing and training, with configuration done remotely between visits.",
        ],
      },
      {
        heading: 'What we configure',
        paragraphs: ['Each module is set up for the way you work on site, in the store and in the office:'],
        bullets: [
          'Projects and Field Service for jobs, shutdowns and call-outs, with tasks by plant and area',
          "Timesheets by worker and trade, approved by supervisors and invoiced at each customer's rates",
          'Inventory for spares and consumables with serial and lot tracking, issued to jobs',
          'Rental for scaffolding, generators and other equipment hired out by the day or month',
          'Maintenance for your own equipment, and Fleet for cars and crew buses',
          "Employees and Payroll with GOSI contributions, salary data prepared for your bank's WPS file, and reminders for iqama and site pass expiry",
          'Accounting with an analytic account per contract, 15% VAT and ZATCA Phase 2',
        ],
      },
      {
        heading: 'ZATCA clearance and customer portals',
        paragraphs: [
          "Almost all of your invoices go to companies, so under Phase 2 they are standard tax invoices that ZATCA's FATOORAH platform must clear before you send them. We onboard each invoicing unit, test the XML, cryptographic stamp, QR code and hash chain, and make sure credit notes for rate corrections follow the same path.",
          'Where customers require invoices through a supplier portal such as SAP Ariba, we set Odoo up to produce the documents the portal expects, and build an integration only where the volume justifies it.',
        ],
      },
    ],
    steps: {
      heading: 'How the implementation runs',
      items: [
        {
          title: 'Kick-off in Jubail',
          text: 'We confirm scope, contracts, rates and users with your management and agree the cut-over date, often a month-end between major shutdowns.',
        },
        {
          title: 'Configuration',
          text: 'Modules are set up in a test database and walked through with your operations, stores, HR and finance leads.',
        },
        {
          title: 'Data migration',
          text: 'Employees, customers, rate cards, open POs, spare parts, opening stock and balances are imported in trial loads and reconciled.',
        },
        {
          title: 'Integrations',
          text: 'Bank statement import, the WPS salary file and any agreed link to customer portals or time attendance devices.',
        },
        {
          title: 'Training',
          text: 'Separate sessions in Jubail for supervisors entering timesheets on phones, storekeepers, HR and accountants.',
        },
        {
          title: 'Go-live and hypercare',
          text: 'Consultants on site for the first days, then remote and on-call support through the first payroll and first month-end close.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Odoo live for jobs, timesheets, stock, rental, payroll and accounting',
        'Job and contract profitability reports',
        'ZATCA Phase 2 clearance working for invoices and credit notes',
        'Migrated, reconciled data and trained users',
        'A hypercare period and a handover document describing your setup',
      ],
    },
    faqs: [
      {
        q: 'Can supervisors enter timesheets from the plant?',
        a: 'Yes. Odoo works in a phone browser and through the mobile app, so supervisors can enter or approve hours on site. Where phones are restricted inside a plant, hours are entered at the site office the same day.',
      },
      {
        q: 'Can we bill different rates for the same worker?',
        a: 'Yes. Rates are set per customer, contract and trade, and the invoice uses the rate of the job the hours were logged on.',
      },
      {
        q: 'How long does implementation take?',
        a: `For a contractor with projects, timesheets, stock and accounting, we usually estimate ${durationText('contracting', 'en')}. Payroll, rental and several companies add time. We confirm the estimate after the kick-off.`,
      },
      {
        q: 'Do you connect time attendance machines?',
        a: 'Many attendance devices can export or send their records, and Odoo can import them into Attendances. We check your device model during the kick-off before promising an integration.',
      },
    ],
    cta: {
      heading: 'Get Odoo live for your Jubail operation',
      text: 'Tell us about your contracts, crews and stores, and we will prepare a scope and estimate, with a kick-off date in Jubail.',
      button: 'Request a proposal',
    },
  },

  'odoo-implementation-in-dharan': {
    meta: {
      title: 'Odoo Implementation in Dhahran for Project-Based Firms',
      description:
        'Odoo implementation for Dhahran engineering, oil-and-gas service and tech firms: project accounting, timesheets, migration, integrations and ZATCA.',
      keywords: [
        'Odoo implementation Dhahran',
        'Odoo project accounting Saudi Arabia',
        'Odoo for engineering consultancies',
        'Odoo migration Dhahran',
        'Dhahran Techno Valley Odoo',
        'ZATCA Phase 2 implementation',
      ],
    },
    h1: 'Odoo Implementation in Dhahran',
    lead: 'We implement Odoo for engineering consultancies, oil-and-gas service companies and technology firms in Dhahran, with projects, timesheets and analytic accounting at the centre, and a cut-over planned so your billing never stops.',
    sections: [
      {
        heading: 'The Dhahran context',
        paragraphs: [
          "With Saudi Aramco's headquarters, King Fahd University of Petroleum and Minerals and Dhahran Techno Valley side by side, Dhahran concentrates engineering talent and the firms that sell it: design offices, inspection and testing companies, well services suppliers and technology startups.",
          'Their revenue depends on recording time and costs against the right contract and invoicing on schedule. An implementation that disturbs that cycle, even for one month, shows up in cash flow, so our plan protects billing first.',
        ],
      },
      {
        heading: 'What we set up',
        paragraphs: ['The setup treats each project as the unit of revenue and cost in your business:'],
        bullets: [
          'Projects with milestones, tasks and budgets, linked to sales orders and contracts',
          'Timesheets with approval, billed by rate card or recorded against lump-sum milestones',
          'Planning to allocate engineers and inspectors across projects',
          "Purchase and subcontracting, with costs posted to each project's analytic account",
          'Expenses for site travel and per diems, approved and reimbursed through Odoo',
          'Multi-company and multi-currency accounting where you work with overseas principals or a parent company',
          'ZATCA Phase 2 e-invoicing, including progress invoices, retention and credit notes',
        ],
      },
      {
        heading: 'Migration and integrations',
        paragraphs: [
          'Most Dhahran firms move from an existing system: a desktop accounting package, an older Odoo version or a larger ERP. We map the old chart of accounts to the new one, migrate open invoices and open projects with their budgets and work in progress, and keep history available for audit.',
          "Typical integrations include Microsoft 365 for sign-in, email and calendars, bank statement import, and links to in-house tools through Odoo's API. We agree the scope of each integration and test it before go-live.",
        ],
      },
    ],
    steps: {
      heading: 'Delivery plan',
      items: [
        {
          title: 'Kick-off and design',
          text: 'In-person workshops at your Dhahran office, a short drive from our team in Dammam, to confirm scope, project structure and the cut-over month.',
        },
        {
          title: 'Configuration in short cycles',
          text: 'We configure in short cycles and demonstrate each one to your project managers and finance team, so feedback arrives early.',
        },
        {
          title: 'Data migration',
          text: 'Trial migrations of master data, open items and open projects, reconciled against the trial balance of your current system.',
        },
        {
          title: 'Integrations and ZATCA',
          text: 'Microsoft 365, bank and API links are built and tested, and Odoo is onboarded with FATOORAH for clearance and reporting.',
        },
        {
          title: 'Training',
          text: 'Project managers, engineers, procurement and accounts are trained on their own tasks, and engineers learn to log time from a phone.',
        },
        {
          title: 'Go-live and hypercare',
          text: 'Cut-over at the start of a month, then support through the first project invoicing run and the first month-end close.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'An Odoo database configured for projects, timesheets, purchasing and accounting',
        'Open projects, invoices and balances migrated and reconciled',
        'Tested integrations with the agreed systems',
        'ZATCA Phase 2 live for every invoice type',
        'Project profitability dashboards for management',
        'Hypercare support and a handover document for your setup',
      ],
    },
    faqs: [
      {
        q: 'Can we upgrade from an older Odoo version?',
        a: "Yes. For Enterprise databases, upgrades between major versions go through Odoo's upgrade service, with our checks of custom modules and reports. We run a test upgrade first and compare figures before the live move.",
      },
      {
        q: 'Can we keep historical data from our old system?',
        a: "We usually migrate open items and opening balances, and keep detailed history either as summarized balances in Odoo or in an archived copy of the old system. We choose the approach with your auditors' needs in mind.",
      },
      {
        q: 'How long does it take?',
        a: `For a project-based firm with one company, we typically estimate ${durationText('focused', 'en')}. Several entities, currencies or integrations extend it; we confirm the estimate after design.`,
      },
      {
        q: 'Can customers see project progress?',
        a: "Yes, if you want them to. Odoo's customer portal can share selected tasks, timesheets and invoices with each customer.",
      },
    ],
    cta: {
      heading: 'Plan your Dhahran implementation',
      text: 'Send us your current systems, entities and user count, and we will propose a scope, a cut-over date and an estimate for your Odoo project.',
      button: 'Request an implementation plan',
    },
  },

  'odoo-implementation-in-dammam': {
    meta: {
      title: 'Odoo Implementation in Dammam: Cut-Over to Hypercare',
      description:
        'How an Odoo implementation runs for a Dammam business: build, data migration, integrations, ZATCA Phase 2, training, go-live and hypercare on site.',
      keywords: [
        'Odoo implementation Dammam',
        'Odoo go-live Dammam',
        'Odoo data migration Saudi Arabia',
        'Odoo cut-over plan',
        'Odoo hypercare',
        'ZATCA Phase 2 Dammam',
      ],
    },
    h1: 'Odoo Implementation in Dammam, Step by Step',
    lead: 'Dammam is our home city. This page explains how an implementation runs for a Dammam business, from signed scope to a stable first month-end: who does what, how your data moves, how ZATCA Phase 2 is switched on and how a team based across town supports go-live.',
    sections: [
      {
        heading: 'An implementation run from across town',
        paragraphs: [
          'Our head office is in Dammam, so for clients here on-site work is routine rather than a scheduled trip. Weekly working sessions happen at your premises, key users can also train at our office, and the cut-over is staffed in person.',
          "The city's mix shapes our projects: importers and forwarders working around King Abdulaziz Port, factories in the Second Industrial City, transport and logistics firms, and distributors supplying the whole Eastern Province. Each needs the same implementation discipline, applied to different documents.",
        ],
      },
      {
        heading: 'What the implementation includes',
        paragraphs: ['Every project includes the following elements; the written scope sets the detail of each:'],
        bullets: [
          'Configuration of the agreed modules, for example landed costs on container receipts for an importer, or bills of materials and work centres for a factory',
          'Data migration of products, customers, suppliers, open orders, balances and opening stock, in trial loads before the final one',
          'Integrations such as bank statement import, Salla, Zid or Shopify stores, and barcode scanners and label printers',
          'ZATCA Phase 2 onboarding, with clearance of tax invoices and reporting of simplified invoices within 24 hours',
          'Payroll with GOSI contributions and employee records kept ready for Mudad, Qiwa and WPS processes, where HR is in scope',
          'Role-based training, go-live support in your building and a hypercare period',
        ],
      },
      {
        heading: 'What we need from your side',
        paragraphs: [
          'An implementation is a joint project. We ask for a sponsor who can take decisions, one key user per department who knows the daily work, and someone who owns the data to be migrated. Decisions taken on time and testing done with real documents matter more to the timeline than anything we configure.',
        ],
      },
      {
        heading: 'A typical cut-over in Dammam',
        paragraphs: [
          'For a warehouse or factory we usually plan cut-over over a weekend or month-end: receipts and deliveries pause, stock is counted, final balances are loaded, and the first invoices are issued and cleared through FATOORAH while our consultants are on the floor with your team.',
        ],
      },
    ],
    steps: {
      heading: 'From scope to hypercare',
      items: [
        {
          title: 'Scope sign-off and project plan',
          text: 'A kick-off at your premises to confirm modules, users, sites, roles and the go-live date.',
        },
        {
          title: 'Build in short cycles',
          text: 'Configuration in a test database, reviewed with your key users every week, on site or remotely.',
        },
        {
          title: 'Trial migrations',
          text: 'Data is loaded, checked and corrected in repeated trial runs until totals match your current records.',
        },
        {
          title: 'User acceptance testing',
          text: 'Your team runs real scenarios end to end, including ZATCA Phase 2 invoices, and signs off each process.',
        },
        {
          title: 'Cut-over and go-live',
          text: 'Stock count, final data load and first live transactions, with our consultants in your building.',
        },
        {
          title: 'Hypercare',
          text: 'Close support through the first month-end close, with same-day visits when an issue needs someone on site.',
        },
      ],
    },
    deliverables: {
      heading: 'What you receive',
      items: [
        'Odoo configured for your operation and tested with real scenarios',
        'Clean, reconciled opening data and counted stock',
        'ZATCA Phase 2 e-invoicing live',
        'Working integrations for the systems in scope',
        'Trained users and a guide for each role',
        'A hypercare period with a team in the same city',
      ],
    },
    faqs: [
      {
        q: 'Can we go live in the middle of the year?',
        a: 'Yes. We load opening balances at the cut-over date and keep earlier history in the old system or as summarized balances. Month-end and quarter-end are the cleanest points, because they line up with VAT returns.',
      },
      {
        q: 'Do we need a full stock count before go-live?',
        a: 'For most warehouses and factories, yes. Opening stock in Odoo drives costing and margins from day one, so we plan a count at cut-over and help you organize it.',
      },
      {
        q: 'Can our staff train at your office?',
        a: 'Yes. Because we are in Dammam, key users can attend sessions at our office away from daily interruptions, and we train the wider team at your premises.',
      },
      {
        q: 'What happens after hypercare?',
        a: 'You can move to ongoing support, with remote help and on-site visits in Dammam when needed, and plan further phases from the same roadmap.',
      },
    ],
    cta: {
      heading: 'Start your implementation with our Dammam team',
      text: 'Invite us to your site or visit our office. Tell us your business and goals, and we will propose a scope, timeline and estimate for your Odoo implementation.',
      button: 'Book a meeting',
    },
  },
};
