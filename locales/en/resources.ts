import type { PageCopy } from '../page-copy';

export const resourcesPage: PageCopy = {
  meta: {
    title: 'Odoo Resources: Guides, Checklists and Training',
    description:
      'Free Odoo resources for Saudi businesses: ZATCA readiness and ERP checklists, a data migration template, course outlines and practical articles.',
    keywords: [
      'Odoo resources',
      'Odoo guides Saudi Arabia',
      'ZATCA checklist',
      'ERP implementation checklist',
      'Odoo training materials',
      'data migration template',
    ],
  },
  h1: 'Practical Odoo resources for Saudi businesses',
  lead: 'Checklists, templates, course outlines and articles we use in our own projects, shared so you can prepare for an Odoo implementation or get more from the system you already run.',
  sections: [
    {
      heading: 'Who these resources are for',
      paragraphs: [
        'They are written for owners, finance managers and operations heads who are planning an ERP project, preparing for a ZATCA e-invoicing wave, or running Odoo day to day. You do not need a technical background to use them.',
        'Everything here is free to read and download. We do not ask for your details before you download a file.',
      ],
    },
    {
      heading: 'Downloads',
      paragraphs: [
        'Three working documents in English and Arabic: a ZATCA Phase 2 readiness checklist, an ERP implementation checklist that follows a project from scoping to the first month-end, and a data migration template for customers and suppliers with their Saudi address details, VAT numbers and opening balances. They are plain text and CSV files that open on any computer and can be shared with your team.',
      ],
    },
    {
      heading: 'Training materials',
      paragraphs: [
        'Outlines of the courses we run for client teams: Odoo accounting and VAT, inventory and warehouse, sales and CRM, purchasing, HR and payroll, and system administration. Each outline lists the level, the topics and who should attend, so you can plan who in your team needs which session.',
      ],
    },
    {
      heading: 'Case studies and articles',
      paragraphs: [
        'Our case studies describe real projects by sector and city: the problem, the solution and the outcome. Our blog covers practical topics such as ZATCA e-invoicing requirements, choosing between Odoo Community and Enterprise, GOSI and WPS payroll in Odoo, and planning an upgrade to a newer Odoo version.',
      ],
    },
  ],
  steps: {
    heading: 'A sensible way to use these resources',
    items: [
      {
        title: 'Check compliance first',
        text: 'Go through the ZATCA readiness checklist with your finance team to see where you stand.',
      },
      {
        title: 'Plan the project',
        text: 'Use the ERP implementation checklist to agree roles, scope and a realistic timeline internally.',
      },
      {
        title: 'Prepare your data',
        text: 'Start filling the migration template early: clean data is the most common cause of delays.',
      },
      {
        title: 'Plan training',
        text: 'Match your staff to the course outlines so each person learns the part of Odoo they will use.',
      },
    ],
  },
  deliverables: {
    heading: 'What you will find here',
    items: [
      'ZATCA Phase 2 readiness checklist',
      'ERP implementation checklist',
      'Data migration template (CSV)',
      'Six Odoo course outlines',
      'Case studies from Saudi projects',
    ],
  },
  faqs: [
    {
      q: 'Are these resources specific to Odoo?',
      a: 'The checklists apply to most ERP projects in Saudi Arabia, but the examples and module names follow Odoo. The course outlines are Odoo specific.',
    },
    {
      q: 'Can I use the templates with my own team or another partner?',
      a: 'Yes. They are meant to be used. If you want help filling them in or reviewing the results, our consultants can do that with you.',
    },
    {
      q: 'How often are they updated?',
      a: 'We review them when ZATCA publishes new requirements or a new Odoo version changes how a process works.',
    },
  ],
  cta: {
    heading: 'Need more than a checklist?',
    text: 'If a checklist shows gaps you are not sure how to close, talk to one of our consultants. The first conversation is free.',
    button: 'Book a free consultation',
  },
};
