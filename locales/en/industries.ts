// English copy for the Industries family: the /industries overview and one page per industry slug.
import type { IndustrySlug } from '../../site/slugs/industries';
import type { PageCopy } from '../page-copy';
import { durationText } from '../implementation-durations';

export const industriesIndex: PageCopy = {
  meta: {
    title: 'Odoo ERP Solutions by Industry in Saudi Arabia',
    description:
      'Odoo setups for Saudi manufacturers, traders, contractors, rental firms and HR teams, built around how each industry works and what it must comply with.',
    keywords: [
      'Odoo industries Saudi Arabia',
      'industry ERP KSA',
      'Odoo for manufacturing',
      'Odoo for contractors',
      'Odoo for trading companies',
      'Odoo HR and payroll Saudi',
    ],
  },
  h1: 'Odoo Solutions by Industry',
  lead: 'Odoo offers the same apps to everyone, but a factory, a contractor and a rental yard use them in very different ways. Since 2014 our consultants have configured Odoo for Saudi businesses industry by industry, and these pages show how that experience applies to yours.',
  sections: [
    {
      heading: 'Industries we work with',
      paragraphs: [
        'Each page below explains how we set Odoo up for that industry, which processes it covers, how the project runs and what you receive at the end of it.',
      ],
      bullets: [
        'Manufacturing: bills of materials, work centres, quality checks, maintenance and lot traceability',
        'Odoo manufacturing in KSA: local content data, Made in Saudi, factories in MODON industrial cities and ZATCA e-invoicing on factory sales',
        'HR and payroll: GOSI, Mudad and WPS, iqama and contract expiry, end-of-service benefits and Saudization',
        'Rental: equipment, vehicle and scaffolding contracts, deliveries and returns, damage charges and recurring invoicing',
        'General trading: imports, landed costs, multi-warehouse stock, price lists, Point of Sale and Salla or Zid stores',
        'Contracting: projects, BOQ, progress billing, retention, subcontractors and equipment costs',
      ],
    },
    {
      heading: 'Why an industry approach matters',
      paragraphs: [
        'When an ERP project disappoints, the software is seldom the reason. More often the system was set up generically, and the team went back to spreadsheets for the things that mattered most: job costing in a factory, retention in a contract, partial returns in a rental yard.',
        "We start from your industry's documents and workflows, use standard Odoo wherever it fits, and extend it only where your business needs something Odoo does not do out of the box. You see that split clearly before any work begins.",
      ],
    },
    {
      heading: 'Saudi requirements in every setup',
      paragraphs: [
        'Whatever your industry, the same national rules apply: ZATCA e-invoicing with 15% VAT, GOSI contributions and WPS salary payments for payroll, and Arabic documents for customers and staff. We build these into every implementation instead of treating them as an add-on.',
        'As a certified Odoo Silver Partner with over 10 years of experience and more than 130 clients, our team serves businesses across the Kingdom from our Dammam headquarters, on site and remotely.',
      ],
    },
  ],
  steps: {
    heading: 'How we start',
    items: [
      {
        title: 'Industry review',
        text: 'We look at your processes, documents and pain points with the people who run them every day.',
      },
      {
        title: 'Fit assessment',
        text: 'We show which needs standard Odoo covers, which need configuration and which need a focused extension.',
      },
      {
        title: 'Plan and estimate',
        text: 'You receive a phased plan with effort and cost ranges, so you can decide with the numbers in front of you.',
      },
      {
        title: 'Implementation',
        text: 'We configure, migrate your data, train your team and support you through go-live and the first month-end close.',
      },
    ],
  },
  deliverables: {
    heading: 'What every industry project includes',
    items: [
      'A documented process design for your business',
      'Configured Odoo apps with your master data migrated',
      'ZATCA e-invoicing set up and tested where you need it',
      'Role-based training in English and Arabic',
      'Support after go-live from the consultants who built your system',
    ],
  },
  faqs: [
    {
      q: 'My industry is not listed. Can you still help?',
      a: 'Yes. We also work with logistics firms, service companies, healthcare suppliers and other sectors. Contact us with your processes and we will tell you plainly how well Odoo fits and where it would need extending.',
    },
    {
      q: 'Does an industry setup cost more than a standard implementation?',
      a: 'Not necessarily. Cost depends on the number of users, apps, data to migrate and extensions. An industry focus often reduces effort, because we start from flows we have already built and tested.',
    },
    {
      q: 'Can one company use several of these setups?',
      a: 'Yes. Many Saudi groups combine them, for example a manufacturer that also runs HR and payroll in Odoo, or a trading company with a rental division, all in one database with group reporting.',
    },
  ],
  cta: {
    heading: 'Find the right setup for your business',
    text: 'Tell us your industry, your size and the systems you use today. Our consultants will recommend a starting point and give you an estimate.',
    button: 'Talk to an Odoo consultant',
  },
};

export const industries: Record<IndustrySlug, PageCopy> = {
  manufacturing: {
    meta: {
      title: 'Odoo ERP for Manufacturers in Saudi Arabia: MRP & Quality',
      description:
        'Odoo MRP for Saudi factories: bills of materials, work centres, quality checks, maintenance and lot traceability, set up by a certified partner.',
      keywords: [
        'Odoo manufacturing Saudi Arabia',
        'Odoo MRP',
        'bill of materials ERP',
        'factory ERP KSA',
        'Odoo quality control',
        'production traceability',
      ],
    },
    h1: 'Odoo Manufacturing for Saudi Factories',
    lead: 'We set up Odoo MRP so your factory plans, produces, checks and ships from one system: bills of materials, work centres, quality, maintenance and full lot traceability, with costs flowing straight into accounting.',
    sections: [
      {
        heading: 'Who this is for',
        paragraphs: [
          "Discrete and process manufacturers across the Kingdom: metal fabrication shops in Dammam's industrial cities, plastics and packaging plants, food producers, furniture makers and suppliers to the oil, gas and petrochemical sector. Many plan production in spreadsheets next to a separate accounting package, and lose days reconciling stock, scrap and cost at month end.",
          'If your planners cannot say what a job really cost, which batch went to which customer, or when a machine is next due for service, Odoo Manufacturing closes those gaps without a heavy, expensive system.',
        ],
      },
      {
        heading: 'What we configure in Odoo',
        paragraphs: [
          'We build the manufacturing flow around how your shop floor already works, then tighten it where data is missing or entered twice.',
        ],
        bullets: [
          'Bills of materials with components, by-products, variants and multi-level sub-assemblies',
          'Work centres with capacity, working hours, hourly costs and routing operations',
          'Manufacturing orders and work orders, with tablet screens for operators on the floor',
          'Quality control points, checks and alerts at receipt, during production and before delivery',
          'Preventive and corrective maintenance requests linked to each work centre',
          'Lot and serial number tracking from raw material receipt to customer delivery',
          'Replenishment rules and a master production schedule for make-to-stock and make-to-order',
        ],
      },
      {
        heading: 'Costing, traceability and invoicing',
        paragraphs: [
          'Every manufacturing order consumes components at their valued cost and adds labour and machine time from the work centres, so the finished product carries a real cost into inventory and the general ledger. Differences between planned and actual consumption show up on the order itself, not weeks later.',
          'Traceability reports show, for any lot, which supplier batch it came from and which customers received it: the record that auditors and industrial buyers ask for. Sales invoices go out as ZATCA-compliant e-invoices with 15% VAT from the same system.',
        ],
      },
    ],
    steps: {
      heading: 'How a manufacturing project runs',
      items: [
        {
          title: 'Shop floor review',
          text: 'Our consultants walk your production lines, collect sample BoMs and routings, and map how orders, materials and quality records move today.',
        },
        {
          title: 'Design and data',
          text: 'We agree the target flow, clean your item master and BoMs, and load work centres, costs and opening stock.',
        },
        {
          title: 'Configuration and testing',
          text: 'We configure Manufacturing, Inventory, Quality, Maintenance and Accounting, then run real orders end to end with your planners.',
        },
        {
          title: 'Training and go-live',
          text: 'Operators, storekeepers and accountants are trained in their own roles, and our team stays on site or online through the first production cycles.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'A configured Odoo Manufacturing environment with your BoMs, routings and work centres',
        'Quality control points and maintenance schedules for your critical machines',
        'Lot or serial traceability reports and a cost breakdown per manufacturing order',
        'Role-based training and written procedures in English and Arabic',
        'Support after go-live through your first month-end close',
      ],
    },
    faqs: [
      {
        q: 'Do we need Odoo Enterprise for manufacturing?',
        a: 'Manufacturing orders and BoMs are available in the Community edition. Work order screens for operators, Quality, PLM and the master production schedule are Enterprise features, so most factories choose Enterprise. ZATCA e-invoicing in the Saudi localization works in both editions.',
      },
      {
        q: 'How long does a manufacturing implementation take?',
        a: `As an estimate, a single plant with a few hundred BoMs usually takes ${durationText('manufacturing', 'en')} from review to go-live. Multi-plant groups or complex process manufacturing take longer, and we give you a dated plan after the shop floor review.`,
      },
      {
        q: 'Can Odoo handle process manufacturing such as food or chemicals?',
        a: 'Yes, with batch sizes, by-products, lot tracking with expiry dates and quality checks per batch. Formulas are held as BoMs, and we configure units of measure so that kilograms, litres and drums convert correctly.',
      },
      {
        q: 'Can you migrate our existing data?',
        a: 'Yes. We import items, BoMs, customers, suppliers, open orders and opening balances from spreadsheets or your current system, and reconcile stock quantities and values with you before go-live.',
      },
    ],
    cta: {
      heading: 'Plan your factory on Odoo',
      text: 'Tell us what you make, how many lines you run and where production data gets lost today. Our consultants will come back with a scoped plan and an estimate.',
      button: 'Book a manufacturing review',
    },
  },

  hrms: {
    meta: {
      title: 'Odoo HR & Payroll for Saudi Companies: GOSI, Mudad, WPS',
      description:
        'Odoo HR and payroll for Saudi employers: GOSI contributions, WPS salary files for Mudad, iqama expiry alerts, end-of-service and Saudization reports.',
      keywords: [
        'Odoo HRMS Saudi Arabia',
        'Odoo payroll KSA',
        'GOSI payroll',
        'Mudad WPS salary file',
        'end of service calculation',
        'Saudization Nitaqat reporting',
      ],
    },
    h1: 'Odoo HR and Payroll for Saudi Companies',
    lead: 'We set up Odoo HR and Payroll around Saudi rules: GOSI contributions, WPS salary files for Mudad, iqama and contract expiry alerts, end-of-service provisions, and the Saudization figures you track in Qiwa.',
    sections: [
      {
        heading: 'Who this is for',
        paragraphs: [
          'Saudi employers with anywhere from a few dozen to several thousand staff: contractors with large site workforces, manufacturers running shifts, trading groups with branches across the Kingdom and service companies with a mixed Saudi and expatriate team. HR and finance often keep employee files, leave and payroll in separate sheets, and the monthly WPS file turns into a race against the deadline.',
          'Odoo brings employee records, contracts, attendance, leave, payroll and accounting into one system, so every salary posted to the ledger traces back to a contract and a payslip.',
        ],
      },
      {
        heading: 'Saudi payroll rules we configure',
        paragraphs: [
          'Salary structures are built on the components Saudi employers actually pay, and on the rules of the Saudi Labour Law.',
        ],
        bullets: [
          'Basic salary, housing, transport and other allowances, with payslips in Arabic and English',
          'GOSI employee and employer shares from the contributory wage, with different rates for Saudi and non-Saudi staff',
          'Monthly salary files prepared for upload through Mudad or your bank under the Wage Protection System',
          'End-of-service benefit accruals and final settlements under the Labour Law, including resignation cases',
          'Annual, sick and unpaid leave with balances that feed payroll',
          'Overtime, deductions, loans and salary advances recovered through payslips',
          'Expiry alerts for iqamas, passports, work permits, contracts and medical insurance',
        ],
      },
      {
        heading: 'Saudization and government platforms',
        paragraphs: [
          'Odoo records nationality, job, contract and salary for each employee, so you can see your Saudi share by entity and branch before a change in headcount moves your Nitaqat band. We prepare reports that line up with the figures in Qiwa and GOSI, so HR can spot mismatches early.',
          'Contracts and employee documents stay in one place with their renewal dates. Employees can request leave and view their payslips through self-service access to Odoo where you choose to give it, which cuts routine requests to HR.',
        ],
      },
    ],
    steps: {
      heading: 'How an HR and payroll project runs',
      items: [
        {
          title: 'Policy and data review',
          text: 'We review your grades, allowances, leave policy, GOSI registrations and the last few months of payroll.',
        },
        {
          title: 'Configuration',
          text: 'We set up departments, contracts, salary structures, leave types, attendance and the payroll journals in accounting.',
        },
        {
          title: 'Parallel run',
          text: 'We run at least one month of payroll in Odoo alongside your current method and reconcile every difference, employee by employee.',
        },
        {
          title: 'Go-live and handover',
          text: 'HR and finance take over with written procedures, and our consultants support the first live payroll and WPS upload.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Employee master data, contracts and documents loaded into Odoo with expiry dates',
        'Salary structures and rules for GOSI, allowances, overtime and deductions',
        'WPS salary file output and payroll journal entries posted to accounting',
        'End-of-service and leave provision reports for your auditors',
        'Saudization headcount reports by entity, branch and job',
      ],
    },
    faqs: [
      {
        q: 'Is Odoo Payroll available in the Community edition?',
        a: 'No. Payroll is an Odoo Enterprise app. Employees, Time Off and Attendance are available in Community, but a company that wants to run payroll in Odoo needs Enterprise, which we then extend with the Saudi salary rules you use.',
      },
      {
        q: 'Does Odoo connect directly to GOSI, Mudad or Qiwa?',
        a: 'In most setups Odoo prepares the data and files, and your HR team uploads or confirms them on each platform. We design the reports so the figures match what the platforms show, and where a platform offers an approved integration for your account, we assess connecting it.',
      },
      {
        q: 'How is end-of-service calculated?',
        a: "Under the Saudi Labour Law: half a month's wage for each of the first five years of service and a full month's wage for each year after that, with reduced amounts when an employee resigns. Odoo accrues the liability monthly and calculates the final settlement on exit.",
      },
      {
        q: 'Can we run payroll for several companies or branches?',
        a: 'Yes. Odoo supports multiple companies in one database, each with its own GOSI registration, bank accounts and salary structures, with group-level reporting on top.',
      },
    ],
    cta: {
      heading: 'Move payroll off spreadsheets',
      text: 'Send us your headcount, your entities and how you run payroll today. We will review your salary rules and give you an estimate and a plan for a parallel run.',
      button: 'Talk to an HR consultant',
    },
  },

  rental: {
    meta: {
      title: 'Odoo for Equipment, Vehicle & Scaffolding Rental in KSA',
      description:
        'Odoo for Saudi rental companies: rental contracts, deliveries and returns, damage charges, availability and recurring invoicing with ZATCA e-invoices.',
      keywords: [
        'Odoo rental Saudi Arabia',
        'equipment rental software KSA',
        'scaffolding rental ERP',
        'vehicle rental Odoo',
        'rental recurring invoicing',
        'rental contract management',
      ],
    },
    h1: 'Odoo for Equipment, Vehicle and Scaffolding Rental',
    lead: 'We set up Odoo for rental businesses so every contract, delivery, return and damage charge sits in one system, and monthly invoices go out on time without being rebuilt in a spreadsheet.',
    sections: [
      {
        heading: 'Who this is for',
        paragraphs: [
          'Companies across the Kingdom that rent out heavy equipment, generators, cranes, forklifts, vehicles, site cabins or scaffolding to contractors, industrial plants and event organizers. Many run hundreds of open contracts at once, with items moving between yards, sites and workshops every day.',
          'The problems tend to be the same: no clear view of what is on hire and where, partial returns that never reach billing, damage that is found but not charged, and invoices prepared by hand at month end.',
        ],
      },
      {
        heading: 'What we configure',
        paragraphs: [
          'Odoo Rental, Inventory, Sales, Maintenance and Accounting work together to follow each asset from quotation to return and back to the yard.',
        ],
        bullets: [
          'Rental quotations and contracts with daily, weekly and monthly rates and minimum periods',
          'Availability by item and serial number, so sales sees what is free before confirming',
          'Delivery and pickup orders with site addresses, drivers and signed delivery notes',
          'Partial returns, with billing that stops only for the quantity returned',
          'Damage, loss and cleaning charges raised from the return inspection',
          'Recurring invoices for long-term hires, issued as ZATCA e-invoices with 15% VAT',
          'Maintenance and inspection schedules between hires',
        ],
      },
      {
        heading: 'Scaffolding, bulk items and vehicle fleets',
        paragraphs: [
          'Scaffolding, formwork and similar items are rented by piece, set or weight rather than by serial number, and come back in mixed quantities from many sites. We set them up as quantity-tracked items with balances per customer and site, so you always know how many tubes, couplers or boards each customer still holds.',
          'Where your pricing works by tonne per month or by area, our team configures or extends Odoo to calculate it, instead of leaving the numbers to a separate sheet. For vehicle fleets, the Fleet app keeps registration, insurance, service history and fuel costs for each vehicle, linked to the contracts it serves.',
        ],
      },
    ],
    steps: {
      heading: 'How a rental project runs',
      items: [
        {
          title: 'Contract and asset review',
          text: 'We study your contract types, rate cards, yard process and the way returns and damage are handled today.',
        },
        {
          title: 'Asset and customer data',
          text: 'We load your equipment list, serial numbers, quantities on hire by customer and the contracts that are still open.',
        },
        {
          title: 'Configuration and pilot',
          text: 'We configure rental, delivery, return and invoicing flows and run them on a sample of live contracts.',
        },
        {
          title: 'Go-live and first billing cycle',
          text: 'Our consultants support yard staff, sales and accounts through the first full month of rental invoicing.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Rental products, rate cards and contract templates in Odoo',
        'Delivery, pickup and return inspection flows for yard and site staff',
        'Recurring invoicing with ZATCA-compliant e-invoices',
        'Reports on utilization, items on hire per customer and overdue returns',
        'Training for sales, yard staff, drivers and accounts',
      ],
    },
    faqs: [
      {
        q: 'Can Odoo bill long-term hires every month automatically?',
        a: 'Yes. We set long-term contracts to invoice on a recurring schedule. For partial returns, we configure billing so the next invoice reflects the quantity still on hire; depending on your pricing model this uses standard Odoo features or a small extension.',
      },
      {
        q: 'Is the Rental app included in the Community edition?',
        a: 'No. Rental is an Odoo Enterprise app. ZATCA e-invoicing in the Saudi localization, which rental companies need for their monthly invoices, works in both Community and Enterprise.',
      },
      {
        q: 'How do we handle damaged equipment?',
        a: 'Return inspections record the condition of each item with photos and notes. Damaged or missing items create charges for the customer and a repair request in Maintenance, so the item is not rented out again before it is fixed.',
      },
      {
        q: 'How long does a rental implementation take?',
        a: `As an estimate, ${durationText('rental', 'en')} for a single-company rental business, depending on the number of contracts and how clean the asset list is. We confirm the timeline after the review.`,
      },
    ],
    cta: {
      heading: 'Get control of what is on hire',
      text: 'Tell us what you rent, how many active contracts you run and how you bill today. We will map the flow in Odoo and send you an estimate.',
      button: 'Request a rental review',
    },
  },

  'general-trading': {
    meta: {
      title: 'Odoo for Trading & Distribution Companies in Saudi Arabia',
      description:
        'Odoo for Saudi traders and distributors: imports with landed costs, multi-warehouse stock, price lists, POS and Salla or Zid online store sync.',
      keywords: [
        'Odoo trading company Saudi Arabia',
        'distribution ERP KSA',
        'Odoo landed costs',
        'multi-warehouse inventory',
        'Odoo POS Saudi Arabia',
        'Salla Zid Odoo integration',
      ],
    },
    h1: 'Odoo for General Trading and Distribution',
    lead: 'We set up Odoo for importers, wholesalers and distributors so purchasing, landed costs, stock across warehouses, pricing, showrooms and online orders run in one system, with real margins per item.',
    sections: [
      {
        heading: 'Who this is for',
        paragraphs: [
          'Trading companies that import from Asia, Europe or the Gulf and sell to retailers, contractors and end customers across the Kingdom: building materials, electrical and plumbing supplies, spare parts, food and consumer goods, electronics and tools. Many run several warehouses and branches, a showroom or two and an online store.',
          'The recurring pain is familiar: stock that never matches between branches, margins calculated on the supplier price instead of the real landed cost, and online orders typed into the accounts by hand.',
        ],
      },
      {
        heading: 'What we configure',
        paragraphs: [
          'We build the full trading cycle in Odoo Purchase, Inventory, Sales, Point of Sale and Accounting.',
        ],
        bullets: [
          'Purchase orders in foreign currencies, with supplier price lists and lead times',
          'Landed costs for freight, customs duty, clearance and insurance, spread across received items',
          'Multiple warehouses and locations, transfers between branches and barcode scanning',
          'Price lists by customer group, quantity, branch and currency, with discount rules',
          'Credit limits and payment terms for wholesale customers',
          'Point of Sale for showrooms and counters, working on the same stock',
          'Reordering rules that suggest purchases from actual sales and stock levels',
        ],
      },
      {
        heading: 'Online sales on Salla and Zid',
        paragraphs: [
          "If you sell through Salla or Zid, we connect your store to Odoo so products, prices and stock levels stay in sync and online orders arrive as sales orders ready to pick. We use the platforms' APIs or a tested connector, chosen to suit your order volume.",
          'Every sale, whether in the showroom, by the sales team or online, is invoiced from Odoo as a ZATCA-compliant e-invoice with 15% VAT: cleared before it reaches business customers, and reported within 24 hours for simplified invoices.',
        ],
      },
    ],
    steps: {
      heading: 'How a trading project runs',
      items: [
        {
          title: 'Trade flow review',
          text: 'We follow an import shipment and a customer order through your business, from supplier order to cash collected.',
        },
        {
          title: 'Item and pricing data',
          text: 'We clean your item master, units, barcodes and price lists, and load opening stock by warehouse.',
        },
        {
          title: 'Configuration and integration',
          text: 'We configure purchasing, landed costs, warehouses, Point of Sale and invoicing, and connect your online store.',
        },
        {
          title: 'Stock count and go-live',
          text: 'We go live after a full stock count, and our team supports branches and accounts through the first month.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Odoo configured for purchasing, landed costs, multi-warehouse stock and sales',
        'Customer price lists, credit limits and discount rules',
        'Point of Sale set up for your showrooms and counters',
        'Salla or Zid store connected for products, stock and orders',
        'Margin and stock reports by item, brand, branch and salesperson',
      ],
    },
    faqs: [
      {
        q: 'How does Odoo calculate landed costs?',
        a: 'You record freight, customs and clearance bills against the shipment, and Odoo spreads them across the received items by quantity, weight, volume or value. The item cost, and so every margin report, then reflects what it really cost to bring the goods into the Kingdom.',
      },
      {
        q: "Can branches see each other's stock?",
        a: 'Yes. Each branch sees stock in every warehouse it is allowed to and can request transfers. Access rules keep costs, margins and reports limited to the right people.',
      },
      {
        q: 'Does the Point of Sale keep working if the internet drops?',
        a: 'Odoo Point of Sale can keep recording sales during short connection drops and syncs them when the connection returns, so the counter does not stop.',
      },
      {
        q: 'Which Odoo edition do we need?',
        a: 'Purchase, Inventory, Sales, Point of Sale and landed costs are available in Community. ZATCA e-invoicing in the Saudi localization works in both editions; the Barcode app and full accounting are Enterprise features, so most Saudi traders choose Enterprise.',
      },
    ],
    cta: {
      heading: 'See your real margins',
      text: 'Tell us how many warehouses, branches and online channels you run. Our consultants will map your trade flow in Odoo and send you an estimate.',
      button: 'Book a trading review',
    },
  },

  contracting: {
    meta: {
      title: 'Odoo for Contractors in Saudi Arabia: Projects, BOQ, Billing',
      description:
        'Odoo for Saudi construction and MEP contractors: BOQ, project costing, progress billing, retention, subcontractors and equipment in one system.',
      keywords: [
        'Odoo construction Saudi Arabia',
        'contractor ERP KSA',
        'BOQ in Odoo',
        'progress billing',
        'retention accounting',
        'MEP contractor software',
      ],
    },
    h1: 'Odoo for Construction and MEP Contractors',
    lead: 'We set up Odoo so contractors can work from the BOQ, track cost per project and cost code, bill progress with retention, and manage subcontractors and equipment without a patchwork of spreadsheets.',
    sections: [
      {
        heading: 'Who this is for',
        paragraphs: [
          'General contractors, MEP and fit-out firms, and civil and infrastructure subcontractors working on government, industrial and private projects across the Kingdom. Most run several projects at once, each with its own BOQ, site team, suppliers and subcontractors.',
          'The typical gaps: costs booked to the wrong project, progress claims prepared in spreadsheets and never reconciled with the accounts, retention receivable that nobody tracks, and equipment whose cost never reaches the job.',
        ],
      },
      {
        heading: 'How Odoo covers the contracting cycle',
        paragraphs: [
          'We combine Odoo Project, Purchase, Inventory, Accounting and Maintenance, with analytic accounting on every transaction, and extend them where contracting needs it.',
        ],
        bullets: [
          'BOQ imported per project, with quantities, rates and cost codes',
          'Budgets against actual cost by project, phase and cost code',
          'Material requests from site, purchase orders and deliveries to site stores',
          'Subcontract agreements with measured work, certificates and deductions',
          'Progress billing by percentage or measured quantity against the BOQ',
          'Retention on client invoices and subcontractor payments, with release tracking',
          'Equipment and vehicle costs charged to projects by hours or daily rates',
        ],
      },
      {
        heading: 'Progress claims and e-invoicing',
        paragraphs: [
          'Each claim draws on the BOQ: quantities done to date, previous claims, advance recovery and retention, giving a net amount due that matches your contract terms. The claim produces a tax invoice with 15% VAT, issued as a ZATCA e-invoice and cleared before it reaches the client.',
          'Finance sees the cash position of each project, work done but not yet billed, and retention held by clients, so decisions on new tenders rest on current figures rather than guesswork.',
        ],
      },
    ],
    steps: {
      heading: 'How a contracting project runs',
      items: [
        {
          title: 'Project and contract review',
          text: 'We review two or three live projects: BOQs, cost codes, claim formats, subcontracts and how site costs reach the accounts.',
        },
        {
          title: 'Design',
          text: 'We agree the cost code structure, the claim and retention method, approval flows and what needs extending beyond standard Odoo.',
        },
        {
          title: 'Build and test',
          text: 'We configure and extend Odoo, load open projects with their claims to date, and test a full claim cycle with your team.',
        },
        {
          title: 'Go-live by project',
          text: 'New projects start in Odoo first, running projects move over at a month end, and our team supports site and finance staff throughout.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Project templates with BOQ import, budgets and cost codes',
        'A progress claim and retention workflow that produces ZATCA e-invoices',
        'Subcontractor agreements, certificates and payment tracking',
        'A material request and site store flow',
        'Project profitability, cash and retention reports',
      ],
    },
    faqs: [
      {
        q: 'Does standard Odoo handle BOQ and retention?',
        a: 'Not as dedicated screens. Projects, analytic accounting and milestone invoicing cover much of the need, and we add BOQ import, claim calculation and retention tracking as a focused extension. We show you exactly what is standard and what is added before you commit.',
      },
      {
        q: 'Can site engineers use Odoo on their phones?',
        a: 'Yes. Site staff can raise material requests, log timesheets and equipment hours, and record progress from a phone browser or the Odoo mobile app, with access limited to their own projects.',
      },
      {
        q: 'Can we track subcontractor retention as well as client retention?',
        a: 'Yes. Retention withheld from subcontractor certificates is recorded as a liability per subcontract and released on the agreed terms, while client retention is tracked as a receivable per project.',
      },
      {
        q: 'How long does a contracting implementation take?',
        a: `As an estimate, ${durationText('contracting', 'en')} for a contractor with several active projects, depending on how many projects move over and how much extension the claim process needs.`,
      },
    ],
    cta: {
      heading: 'Run your projects on real numbers',
      text: 'Share a sample BOQ and a recent progress claim. Our consultants will show you how it would run in Odoo and give you an estimate.',
      button: 'Book a contracting review',
    },
  },

  'odoo-manufacturing-ksa': {
    meta: {
      title: 'Odoo for Saudi Factories: Local Content and Made in Saudi',
      description:
        'Odoo for factories in the Kingdom: local content data, Made in Saudi product records, MODON plants, ZATCA e-invoicing and Arabic documents.',
      keywords: [
        'Odoo manufacturing KSA',
        'local content ERP Saudi Arabia',
        'IKTVA supplier ERP',
        'Made in Saudi factory',
        'MODON factory ERP',
        'ZATCA e-invoicing manufacturing',
      ],
    },
    h1: 'Odoo Manufacturing in KSA, Built Around Saudi Requirements',
    lead: "Beyond bills of materials and work orders, a factory in the Kingdom has to support its local content figures, meet its buyers' in-Kingdom value requirements, invoice through ZATCA and issue documents in Arabic. We set up Odoo so that data comes out of daily operations instead of a yearly scramble.",
    sections: [
      {
        heading: 'Who this page is for',
        paragraphs: [
          'Owners and finance heads of factories in MODON industrial cities, such as those in Dammam, Riyadh and Jeddah, and in other industrial areas of the Kingdom, who sell to government entities, large energy and petrochemical buyers or export markets. For the general picture of Odoo in production, see our manufacturing industry page; this page covers what is specific to producing in Saudi Arabia.',
        ],
      },
      {
        heading: 'Local content and in-Kingdom value',
        paragraphs: [
          'Government tenders apply local content requirements set by the Local Content and Government Procurement Authority, and large buyers in the energy sector assess suppliers through in-Kingdom value programmes such as IKTVA. Both rely on figures a factory must be able to support: where materials come from, who does the work and how much is spent inside the Kingdom.',
          "Odoo does not issue local content or IKTVA certificates; those follow each programme's own process and verification. What we do is structure your data so the figures are ready when you need them.",
        ],
        bullets: [
          'Supplier records with origin, registration details and a local or foreign classification',
          'Purchase and stock reports that split spend between local and imported content',
          'Labour and payroll cost by nationality for Saudi workforce figures',
          'Product cost breakdowns from BoMs showing materials, labour and overhead',
        ],
      },
      {
        heading: 'Made in Saudi and Arabic documents',
        paragraphs: [
          'Factories taking part in the Made in Saudi programme need clean product records and consistent labelling. Odoo keeps product data, origin and production lots in one place, and prints labels, delivery notes and packing lists in Arabic and English from the same data.',
          'Shop floor staff can work with Arabic work orders and instructions, while management reports stay bilingual for owners, auditors and foreign partners.',
        ],
      },
      {
        heading: 'ZATCA e-invoicing on factory sales',
        paragraphs: [
          "Most factory sales are business to business, so under Phase 2 standard tax invoices must be cleared by ZATCA's FATOORAH platform before they reach the buyer, with a cryptographic stamp, QR code, UUID, invoice hash chaining and XML in UBL 2.1. Odoo's Saudi localization, in Community and Enterprise alike, handles this from the sales invoice, including credit notes for returns and price adjustments, with 15% VAT.",
          'Phase 2 is rolled out in waves by taxpayer revenue, each announced at least six months ahead, and the 24th wave, due by 30 June 2026, took in every taxpayer whose revenue subject to VAT exceeded SAR 375,000 in 2022, 2023 or 2024. We check which wave applies to you and plan onboarding before your deadline, or straight away if it has passed.',
        ],
      },
    ],
    steps: {
      heading: 'How the project runs',
      items: [
        {
          title: 'Operations and compliance review',
          text: 'We review production, purchasing, payroll and invoicing, and list which local content, buyer and ZATCA requirements apply to you.',
        },
        {
          title: 'Data design',
          text: 'We define origin fields, supplier classifications, cost structures and Arabic document templates.',
        },
        {
          title: 'Configuration and onboarding',
          text: 'We configure Manufacturing, Purchase, Inventory, Payroll and Accounting, and onboard your invoicing to FATOORAH.',
        },
        {
          title: 'Reporting and handover',
          text: 'We build local content and spend reports, test them against a past period, and train your finance team to produce them.',
        },
      ],
    },
    deliverables: {
      heading: 'What you get',
      items: [
        'Odoo Manufacturing set up with your BoMs, routings and costing',
        'Local and imported spend reports ready to support local content figures',
        'ZATCA Phase 2 e-invoicing onboarded and tested',
        'Bilingual Arabic and English invoices, delivery notes and labels',
        'Training for production, procurement and finance teams',
      ],
    },
    faqs: [
      {
        q: 'Will Odoo give us a local content certificate?',
        a: "No. Certificates come from each programme's own process and verification. Odoo gives you consistent, traceable data on suppliers, origin and labour, so preparation is quicker and the figures hold up when they are reviewed.",
      },
      {
        q: 'Our factory is in a MODON industrial city. Does that change anything in Odoo?',
        a: 'The system works the same anywhere in the Kingdom. Our team serves plants on site from our Dammam base or remotely, and sets up separate warehouses, work centres or companies when you run more than one plant.',
      },
      {
        q: 'Can you add these Saudi-specific reports to our existing Odoo?',
        a: 'Yes. If you already run Odoo, we review your setup and add origin data, reports and ZATCA onboarding without reimplementing what already works.',
      },
      {
        q: 'Does Odoo issue invoices in Arabic?',
        a: 'Yes. The Saudi localization issues bilingual tax invoices with the QR code, and we design delivery notes, packing lists and labels in Arabic and English to suit your buyers.',
      },
    ],
    cta: {
      heading: 'Get your factory data ready for Saudi requirements',
      text: 'Tell us what you produce, who you sell to and which programmes matter to your buyers. We will review your setup and send you an estimate.',
      button: 'Book a factory review',
    },
  },
};
