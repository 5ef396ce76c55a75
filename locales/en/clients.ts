import type { PageCopy } from '../page-copy';
import type { ClientStory, Testimonial } from '../../site/copy-shapes/clients';
import { clients, homeClientList } from '../../site/client-stories';
import { cityOf, clientLabels, clientLine, sectorNames } from './client-words';
import { durationText } from '../implementation-durations';

export const clientsPage: PageCopy = {
  meta: {
    title: 'Our Clients: Saudi Businesses Running on Odoo',
    description:
      'Manufacturers, traders, contractors and service firms across Saudi Arabia run finance, stock and payroll on Odoo systems we implemented.',
    keywords: [
      'Odoo clients Saudi Arabia',
      'Odoo customers KSA',
      'Odoo references',
      'ERP clients Dammam',
      'Odoo testimonials',
    ],
  },
  h1: 'Saudi businesses that run on Odoo with our team',
  lead: 'More than 130 clients across the Kingdom use Odoo systems we implemented, from family-owned traders in the Eastern Province to contractors and manufacturers in Riyadh and Jeddah. Here is who they are and what they run.',
  sections: [
    {
      heading: 'Who our clients are',
      paragraphs: [
        'Most of our clients are growing companies with between 20 and a few hundred staff, where the owner or finance manager has outgrown spreadsheets and a stand-alone accounting package. They usually come to us when month-end takes too long, stock figures cannot be trusted or a ZATCA deadline is approaching.',
        'They work in sectors where Odoo has to handle real operational detail: project costing for contractors, serial numbers and batches for industrial suppliers, rental contracts and asset returns, multi-warehouse trading, and payroll that must match GOSI and the wage protection system.',
      ],
      bullets: [
        'Manufacturers and fabrication workshops',
        'Wholesale and retail traders, including e-commerce on Salla, Zid and Shopify',
        'Contractors and engineering service companies',
        'Equipment rental, logistics and fleet operators',
        'Service firms, clinics and training centres',
      ],
    },
    {
      heading: 'Why we do not publish client names',
      paragraphs: [
        'Many of our clients prefer not to have their systems, suppliers or internal processes described in public, and several work under confidentiality terms with large buyers in the oil, gas and petrochemical supply chain. We respect that. The stories and testimonials on this page are real engagements, described by sector and city.',
        "If you are seriously considering working with us, we can arrange a reference call with a client in a similar sector, with that client's permission.",
      ],
    },
    {
      heading: 'What they have in common',
      paragraphs: [
        'Every client gets ZATCA-compliant invoicing, VAT reporting set up for the 15% standard rate and its exceptions, Arabic and English documents, and a team that knows the Saudi way of doing business. Most start with accounting, sales, purchasing and inventory, then add manufacturing, HR and payroll, projects or rental once the core is stable.',
      ],
    },
  ],
  steps: {
    heading: 'How a client relationship usually develops',
    items: [
      {
        title: 'A focused first phase',
        text: `Core finance and operations modules live within an agreed scope, usually estimated at ${durationText('focused', 'en')}.`,
      },
      {
        title: 'Stabilize',
        text: 'The first month-end and VAT return on the new system, with our consultants alongside your team.',
      },
      { title: 'Extend', text: 'New modules, integrations or branches added in small, planned phases.' },
      { title: 'Upgrade', text: 'Moves to newer Odoo versions planned with testing, so custom work keeps running.' },
    ],
  },
  deliverables: {
    heading: 'What every client receives',
    items: [
      'A system configured for Saudi VAT and ZATCA e-invoicing',
      'Migrated opening balances, customers, suppliers and items',
      'Trained key users and written procedures',
      'A support channel with a named consultant',
    ],
  },
  faqs: [
    {
      q: 'Can I speak to one of your existing clients?',
      a: 'Yes, once we understand your project we can arrange a reference call with a client in a similar sector and size, subject to their agreement.',
    },
    {
      q: 'Do you work with small companies?',
      a: 'Yes. Smaller companies often start with Odoo accounting, sales and inventory and a short, fixed scope. We size the project and the support plan to the business.',
    },
    {
      q: 'Do you have clients outside the Eastern Province?',
      a: 'Yes. We serve clients in Riyadh, Jeddah, Makkah and other regions, with our Riyadh regional lead covering the capital and remote sessions elsewhere.',
    },
  ],
  cta: {
    heading: 'Join them',
    text: 'Tell us about your business and the systems you use today. We will show you how companies like yours run on Odoo.',
    button: 'Talk to a consultant',
  },
};

export const clientStories: ClientStory[] = [
  {
    sector: sectorNames[clients['building-materials'].sector],
    city: cityOf('building-materials'),
    summary: `A building materials trader in ${cityOf('building-materials')} runs sales, purchasing, three warehouses and accounting on Odoo, with delivery notes printed at the yard and ZATCA-cleared invoices sent to contractors.`,
  },
  {
    sector: sectorNames[clients['steel-fabrication'].sector],
    city: cityOf('steel-fabrication'),
    summary: `A steel fabrication company in ${cityOf('steel-fabrication')} uses Odoo manufacturing with bills of materials per job, material issue to the shop floor and job costing that feeds straight into accounting.`,
  },
  {
    sector: sectorNames[clients['industrial-supplier'].sector],
    city: cityOf('industrial-supplier'),
    summary: `An industrial supplier in ${cityOf('industrial-supplier')} manages quotations, purchase orders received through SAP Ariba, serial-tracked stock and e-invoices on Odoo.`,
  },
  {
    sector: sectorNames[clients['equipment-rental'].sector],
    city: cityOf('equipment-rental'),
    summary: `An equipment rental firm in ${cityOf('equipment-rental')} tracks rental contracts, equipment on site, returns, maintenance and monthly recurring invoices in Odoo.`,
  },
  {
    sector: sectorNames[clients['mep-contractor'].sector],
    city: cityOf('mep-contractor'),
    summary: `A MEP contractor in ${cityOf('mep-contractor')} runs projects, progress billing, subcontractor purchases and timesheets in Odoo, with a cost report per project for the management meeting.`,
  },
  {
    sector: sectorNames[clients['food-distribution'].sector],
    city: cityOf('food-distribution'),
    summary: `A food distributor in ${cityOf('food-distribution')} handles van sales, batch and expiry tracking, route deliveries and customer credit limits on Odoo.`,
  },
  {
    sector: sectorNames[clients.logistics.sector],
    city: cityOf('logistics'),
    summary: `A transport and logistics company in ${cityOf('logistics')} manages its fleet, driver assignments, fuel and maintenance costs and customer billing in Odoo, with payroll linked to GOSI and WPS files.`,
  },
  {
    sector: sectorNames[clients['home-goods-retail'].sector],
    city: cityOf('home-goods-retail'),
    summary: `A home goods retailer in ${cityOf('home-goods-retail')} connects its Salla store and branch point of sale to Odoo inventory and accounting, so stock and sales figures come from one system.`,
  },
];

export const testimonials: Testimonial[] = [
  {
    quote:
      'Our month-end used to take most of the following month. Now the accounts are closed in the first week, and the VAT return comes from the same figures our auditors see.',
    role: 'Finance Manager',
    company: clientLine('steel-fabrication'),
  },
  {
    quote:
      'They were honest about what Odoo would not do out of the box and kept custom work small. Two years later the system still upgrades without drama.',
    role: 'General Manager',
    company: clientLine('building-materials'),
  },
  {
    quote:
      'Phase 2 e-invoicing was the reason we called them. The invoices were cleared by ZATCA from the first day, and our staff barely noticed the change.',
    role: 'Chief Accountant',
    company: clientLine('industrial-supplier'),
  },
  {
    quote:
      'We finally know which equipment is on which site and when each contract should be invoiced. The support team answers in Arabic, which matters for our yard staff.',
    role: 'Operations Manager',
    company: clientLine('equipment-rental'),
  },
  {
    quote:
      'Payroll, GOSI and the wage protection file now come from one place. HR and finance stopped arguing about whose spreadsheet is right.',
    role: 'HR Manager',
    company: clientLine('mep-contractor'),
  },
];

/** The home page's list of clients: who they are and where, from the client facts. */
export const homeClients: string[] = homeClientList.map((id) => `${clientLabels[id]} · ${cityOf(id)}`);

export const homeTestimonials: Testimonial[] = [
  {
    quote:
      'Our month-end close used to take two weeks across three spreadsheets. With Odoo we close in days, and the ZATCA invoices go out without anyone thinking about it.',
    role: 'Finance Manager',
    company: clientLine('building-materials'),
  },
  {
    quote:
      'They came to our plant, watched how the shifts actually work and built the work orders around that. The operators picked it up in a week.',
    role: 'Plant Manager',
    company: clientLine('food-processing'),
  },
  {
    quote:
      'Rental contracts, returns and damage charges are finally in one place. Our invoicing runs itself every month.',
    role: 'Operations Director',
    company: clientLine('equipment-rental'),
  },
];
