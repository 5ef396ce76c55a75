import type { PageCopy } from '../page-copy';
import type { ExpertNaming, ExpertProfile } from '../../site/copy-shapes/expert';

export const expertPage: PageCopy = {
  meta: {
    title: 'Our Riyadh Regional Lead: Odoo Expert in the Capital',
    description:
      'Meet our Riyadh regional lead: a senior Odoo consultant who runs workshops, projects and go-live support for businesses in Riyadh.',
    keywords: [
      'Odoo expert Riyadh',
      'Odoo consultant Riyadh',
      'Odoo partner Riyadh',
      'ERP consultant Riyadh',
      'Odoo implementation Riyadh',
    ],
  },
  h1: 'Your Odoo expert in Riyadh',
  lead: 'Our Riyadh regional lead is the senior consultant for clients in the capital and the Central Region: the person who runs your workshops, shapes your solution and stays close to your team until the system is part of daily work.',
  sections: [
    {
      heading: 'A senior consultant in your city',
      paragraphs: [
        'Riyadh businesses often tell us the same thing: they want someone senior who can sit with the finance manager on Sunday and be back on site on Tuesday if go-live needs it. That is the role of our Riyadh regional lead.',
        'Our Riyadh regional lead handles the first conversations, leads discovery and design workshops, and keeps the project on track. Behind them is our full team in Dammam: functional consultants, developers, integration engineers, trainers and the support desk. You get local presence without losing the depth of a team of 50 to 100 people.',
      ],
    },
    {
      heading: 'Who our Riyadh regional lead works with',
      paragraphs: [
        'Trading and distribution companies with several warehouses, contractors and engineering firms that need project costing, service companies with many employees and complex payroll, and retailers connecting e-commerce stores to Odoo. Many are moving off an older accounting package or a system that no longer fits after a few years of growth.',
      ],
      bullets: [
        'Wholesale and distribution',
        'Contracting and engineering services',
        'Professional and facility services',
        'Retail and e-commerce',
      ],
    },
    {
      heading: 'What to expect in the first meeting',
      paragraphs: [
        'A practical conversation about how your business runs today, where the delays and errors come from, and what Odoo would change. Our Riyadh regional lead will tell you plainly which parts fit standard Odoo, which need configuration and where custom work would be needed, along with an indicative range for effort.',
      ],
    },
  ],
  steps: {
    heading: 'How a Riyadh project runs',
    items: [
      {
        title: 'Meeting at your office',
        text: 'A first visit with the owner and finance or operations heads to understand priorities.',
      },
      {
        title: 'Discovery workshops',
        text: 'Process walkthroughs per department, led on site by our Riyadh regional lead.',
      },
      {
        title: 'Build with the wider team',
        text: 'Configuration, data migration and development by our Dammam team, with weekly reviews in Riyadh.',
      },
      {
        title: 'Go-live on site',
        text: 'Our Riyadh regional lead and the project consultant with your team through cut-over and the first month-end.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get',
    items: [
      'A senior point of contact based in Riyadh',
      'On-site workshops, reviews and go-live support',
      'Access to our full consulting and development team',
      'ZATCA e-invoicing, VAT, GOSI and WPS handled in the design',
    ],
  },
  faqs: [
    {
      q: 'Is the Riyadh regional lead part of your main team?',
      a: 'Yes. Our Riyadh regional lead is a member of our team, works with the same methods and tools as our Dammam office, and draws on the same consultants and developers.',
    },
    {
      q: 'Can we meet at our office in Riyadh?',
      a: 'Yes. First meetings, workshops and go-live support are normally held at your premises.',
    },
    {
      q: 'Does the regional lead also cover cities near Riyadh?',
      a: 'Yes, across the Central Region where travel is practical. For other areas we combine remote sessions with planned visits.',
    },
  ],
  cta: {
    heading: 'Meet our Riyadh regional lead',
    text: 'Book a free first meeting at your office or online. Tell us a little about your business and we will confirm a time.',
    button: 'Book a meeting in Riyadh',
  },
};

export const expertProfile: ExpertProfile = {
  role: 'Riyadh Regional Lead, Senior Odoo Consultant',
  bio: 'Our Riyadh regional lead looks after clients in the capital and the Central Region, from the first conversation to go-live and beyond. They lead discovery workshops, translate business processes into an Odoo design, and coordinate our consultants and developers in Dammam so that Riyadh clients get local attention backed by a full team. Their work centres on finance, trading and project-based businesses, with ZATCA e-invoicing and Saudi payroll built into every design.',
  expertise: [
    'Odoo implementation planning and project leadership',
    'Accounting, VAT and ZATCA e-invoicing in Odoo',
    'Sales, purchasing and multi-warehouse inventory',
    'Project costing for contractors and service firms',
    'HR and payroll with GOSI and WPS',
    'Process workshops and gap analysis',
  ],
  languages: ['Arabic', 'English'],
};

/** The page names the expert from the site config (an operator sets EXPERT_NAME). */
export const expertNamed: ExpertNaming = {
  h1: (name: string) => `${name}, your Odoo expert in Riyadh`,
  title: (name: string) => `${name}: Odoo Expert and Consultant in Riyadh`,
};
