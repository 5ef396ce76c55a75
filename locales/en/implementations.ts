import type { PageCopy } from '../page-copy';
import type { CaseStudy } from '../../site/copy-shapes/implementations';
import { caseStudyClients, caseStudyId, clients } from '../../site/client-stories';
import { appNames, cityOf, sectorNames } from './client-words';
import { spanBounds } from '../implementation-durations';

// The span of the case studies' first phases, from the scope each was estimated at.
const firstPhases = spanBounds(
  caseStudyClients.map((id) => clients[id].project.scope),
  'en',
);

export const implementationsPage: PageCopy = {
  meta: {
    title: 'Odoo Implementation Case Studies in Saudi Arabia',
    description:
      'Six Odoo projects we delivered for Saudi manufacturers, traders, contractors and rental firms: the challenge, what we built and the outcome.',
    keywords: [
      'Odoo case studies',
      'Odoo implementation Saudi Arabia',
      'Odoo projects KSA',
      'ERP implementation examples',
      'Odoo ZATCA projects',
    ],
  },
  h1: 'Odoo implementations we have delivered',
  lead: 'These case studies describe real projects, with client names left out at their request. Each one shows the problem the business had, what we configured or built in Odoo, and what changed once the system was live.',
  sections: [
    {
      heading: 'How to read these case studies',
      paragraphs: [
        "Each project is described by sector and city. Durations and effort are the estimates we agreed with the client at the start, and the outcomes are what the client's own team reported after go-live. We do not publish precise figures that the client has not checked, and results always depend on how a business runs its processes.",
        'Most of these projects started with a gap analysis and a first phase covering accounting, sales, purchasing and inventory, with ZATCA e-invoicing set up from day one. Specialist modules such as manufacturing, rental, projects or payroll came in the same phase or soon after.',
      ],
    },
    {
      heading: 'What the projects have in common',
      paragraphs: [
        'Across sectors, the same three issues come up: figures that live in several spreadsheets and never agree, stock and costs that cannot be trusted, and compliance work done by hand at the last minute. Odoo solves these when the setup follows the real process and the people who use it are trained properly.',
      ],
      bullets: [
        'One database for finance and operations, in Arabic and English',
        'ZATCA Phase 2 e-invoicing and 15% VAT reporting built in',
        'Custom development kept small and documented',
        'Key users trained to run the system without us',
      ],
    },
  ],
  steps: {
    heading: 'The method behind every project',
    items: [
      {
        title: 'Gap analysis',
        text: 'Workshops with each department to map processes and decide what is standard, configured or custom.',
      },
      {
        title: 'Design and scope',
        text: 'A written solution design with modules, integrations, data to migrate and an estimated timeline.',
      },
      {
        title: 'Configuration and migration',
        text: 'The system built in a test database and loaded with your real data for checking.',
      },
      {
        title: 'User testing',
        text: 'Your staff run their daily transactions in the test system and sign off each process.',
      },
      {
        title: 'Go-live and hypercare',
        text: 'Cut-over at a planned date, then close support through the first month-end and VAT return.',
      },
    ],
  },
  deliverables: {
    heading: 'What each client received',
    items: [
      'A solution design document and process maps',
      'A configured Odoo database with migrated master data and balances',
      'Tested ZATCA e-invoicing on the FATOORAH platform',
      'User guides and recorded training sessions',
      'A post-go-live support plan',
    ],
  },
  faqs: [
    {
      q: 'How long did these projects take?',
      a: `The first phases in these examples were estimated at between ${firstPhases.from} and ${firstPhases.to}, depending on the number of modules, integrations and sites. Your estimate comes after the gap analysis.`,
    },
    {
      q: 'Can we see the systems in action?',
      a: 'We can give you a demonstration built around your own sector, and arrange a reference call with a similar client where they agree to it.',
    },
    {
      q: 'Were these Odoo Community or Enterprise?',
      a: 'Most used Odoo Enterprise, for its full accounting reports and apps such as Payroll; the Saudi localization with ZATCA e-invoicing support is in Community too. We recommend the edition after reviewing your requirements.',
    },
    {
      q: 'Do you only implement new systems?',
      a: 'No. Several projects were upgrades or rescues of existing Odoo systems. We review the current setup first, then plan the work.',
    },
  ],
  cta: {
    heading: 'Your project could be next',
    text: 'Share your situation with us. A consultant will tell you which of these projects is closest to yours and how we would approach it.',
    button: 'Discuss your project',
  },
};

export const caseStudies: CaseStudy[] = [
  {
    id: caseStudyId('steel-fabrication'),
    title: 'Job costing for a steel fabrication workshop',
    sector: sectorNames[clients['steel-fabrication'].sector],
    city: cityOf('steel-fabrication'),
    modules: clients['steel-fabrication'].project.apps.map((app) => appNames[app]),
    challenge:
      'The workshop priced jobs from experience and only learned the real cost weeks after delivery. Steel plates and consumables were issued without records, and the accounts team rebuilt job costs by hand in spreadsheets.',
    solution:
      'We set up bills of materials and work centres per job, material requests from the shop floor, and quality checks before dispatch. Purchases are linked to jobs, and labour hours are recorded against each work order, so the cost of every job builds up in Odoo as the work happens.',
    result:
      'Management now reviews cost against quotation for each job while it is still open. The finance team reports that month-end work on job costing dropped from days to hours, and estimators use past job costs when they quote.',
  },
  {
    id: caseStudyId('building-materials'),
    title: 'Three warehouses and one set of figures for a building materials trader',
    sector: sectorNames[clients['building-materials'].sector],
    city: cityOf('building-materials'),
    modules: clients['building-materials'].project.apps.map((app) => appNames[app]),
    challenge:
      'Sales staff promised stock that was in another warehouse or already sold. Each branch kept its own spreadsheet, customer credit was checked by phone, and the VAT return took the accountant several days to assemble.',
    solution:
      'We migrated the item master and opening balances into Odoo inventory with three warehouses, set credit limits and price lists per customer group, added a counter point of sale for walk-in buyers, and configured ZATCA Phase 2 clearance for invoices to contractors.',
    result:
      "Sales staff see available stock by warehouse before they quote, and orders over a customer's limit go to the finance manager for approval. The VAT return is now prepared from Odoo reports, and the owner has a daily view of sales and receivables.",
  },
  {
    id: caseStudyId('industrial-supplier'),
    title: 'SAP Ariba orders and e-invoicing for an industrial supplier',
    sector: sectorNames[clients['industrial-supplier'].sector],
    city: cityOf('industrial-supplier'),
    modules: clients['industrial-supplier'].project.apps.map((app) => appNames[app]),
    challenge:
      'The company received purchase orders from a major buyer through SAP Ariba and retyped every order and invoice into its accounting package. Serial numbers for supplied equipment were tracked on paper, and the Phase 2 e-invoicing wave for the company was approaching.',
    solution:
      'We brought sales, stock and accounting into Odoo, added serial number tracking from receipt to delivery, and connected the Ariba order and invoice flow so documents move between the systems with a review step instead of retyping. Invoices are cleared with ZATCA through the Saudi localization.',
    result:
      'The company met its e-invoicing deadline without disruption. Order entry errors became rare, and the team can trace any supplied item by serial number in a few clicks when a customer asks.',
  },
  {
    id: caseStudyId('equipment-rental'),
    title: 'Rental contracts and recurring billing for an equipment rental firm',
    sector: sectorNames[clients['equipment-rental'].sector],
    city: cityOf('equipment-rental'),
    modules: clients['equipment-rental'].project.apps.map((app) => appNames[app]),
    challenge:
      'Generators, lifts and site equipment moved between customer sites with little record of where each unit was. Monthly invoices were built manually from a whiteboard, and some rental days were never billed.',
    solution:
      'We configured Odoo rental with contracts per customer and site, delivery and return orders for each unit, preventive maintenance schedules, and recurring monthly invoices generated from active contracts.',
    result:
      "The operations team can see every unit's location and status in one list. Billing is produced from the contracts at month-end, and the owner estimates that missed rental days have largely disappeared.",
  },
  {
    id: caseStudyId('mep-contractor'),
    title: 'Project costing and progress billing for an MEP contractor',
    sector: sectorNames[clients['mep-contractor'].sector],
    city: cityOf('mep-contractor'),
    modules: clients['mep-contractor'].project.apps.map((app) => appNames[app]),
    challenge:
      'The contractor ran several projects at once and could not tell which ones were making money until they closed. Subcontractor invoices, site purchases and labour were spread across separate files.',
    solution:
      'We set up each contract as a project with an analytic account and budget, linked purchases and subcontractor bills to projects, recorded site labour through timesheets, and configured progress billing against the contract value with retention.',
    result:
      'The management meeting now starts from a cost-against-budget report per project built in Odoo. Progress claims are issued from the system, and retention amounts owed by clients are visible at any time.',
  },
  {
    id: caseStudyId('food-distribution'),
    title: 'Van sales and expiry tracking for a food distributor',
    sector: sectorNames[clients['food-distribution'].sector],
    city: cityOf('food-distribution'),
    modules: clients['food-distribution'].project.apps.map((app) => appNames[app]),
    challenge:
      'Salesmen sold from vans with paper invoices, stock in the vans was reconciled only at the end of the week, and expired goods were found too late to return to suppliers.',
    solution:
      'We configured each van as a stock location, gave salesmen a simple point of sale on tablets that issues simplified tax invoices with a QR code, tracked batches and expiry dates from receipt, and set alerts for stock nearing expiry.',
    result:
      'Van stock is reconciled at the end of each day, and simplified invoices are reported to ZATCA within the required 24 hours. The warehouse manager reports fewer write-offs because near-expiry stock is now spotted early enough to act on.',
  },
];
