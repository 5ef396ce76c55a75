import type { PageCopy } from '../page-copy';
import type { DownloadableDocument } from '../../site/copy-shapes/downloads';

export const downloadsPage: PageCopy = {
  meta: {
    title: 'Free Downloads: ZATCA and ERP Checklists, Data Template',
    description:
      'Download a ZATCA Phase 2 readiness checklist, an ERP implementation checklist and a data migration template for Odoo projects in Saudi Arabia.',
    keywords: [
      'ZATCA Phase 2 checklist',
      'e-invoicing readiness checklist',
      'ERP implementation checklist',
      'Odoo data migration template',
      'free ERP templates Saudi Arabia',
    ],
  },
  h1: 'Free checklists and templates for your Odoo project',
  lead: 'Three working documents our consultants use on real projects: a ZATCA Phase 2 readiness checklist, an ERP implementation checklist and a data migration template. Download them, share them with your team and use them as they are.',
  sections: [
    {
      heading: 'ZATCA Phase 2 readiness checklist',
      paragraphs: [
        "Phase 2 of e-invoicing connects your invoicing system to ZATCA's FATOORAH platform. ZATCA brings taxpayers in by waves and notifies each wave at least six months ahead. The checklist walks your finance and IT staff through what has to be ready: company and customer master data, XML (UBL 2.1) invoices, UUID and hash chaining, cryptographic stamps and QR codes, clearance of standard invoices, reporting of simplified invoices within 24 hours, onboarding, testing and staff procedures.",
      ],
    },
    {
      heading: 'ERP implementation checklist',
      paragraphs: [
        'A project is easier to run when everyone can see what must be done and who owns it. This checklist follows an Odoo implementation through seven stages, from writing down why you are doing the project to closing the first month and filing the first VAT return on the new system. It is useful whether you work with us, with another partner or are still deciding.',
      ],
    },
    {
      heading: 'Data migration template',
      paragraphs: [
        'Data preparation is where many projects lose time. The template is a CSV file with the columns we need to load customers and suppliers into Odoo: names in Arabic and English, VAT and CR numbers, the full national address that ZATCA requires for standard invoices, payment terms, credit limits and opening balances. Three example rows show how to fill it in. It opens in Excel or any spreadsheet program; the Arabic version shows Arabic column headers.',
      ],
    },
  ],
  steps: {
    heading: 'How to use the files',
    items: [
      { title: 'Download', text: 'Choose the English or Arabic version. No form, no registration.' },
      {
        title: 'Assign owners',
        text: 'Put a name against each checklist item or data column so nothing is left to everyone.',
      },
      {
        title: 'Work through it',
        text: 'Review progress in your weekly project meeting and note any item you are unsure about.',
      },
      {
        title: 'Ask for a review',
        text: 'Send us the completed checklist or a sample of your data, and a consultant will comment on it.',
      },
    ],
  },
  deliverables: {
    heading: 'In each download',
    items: [
      'Plain text or CSV files that open on any computer',
      'English and Arabic versions with the same content',
      'Items written for Saudi rules: VAT at 15%, ZATCA e-invoicing, national address, GOSI and WPS',
      'No sign-up required',
    ],
  },
  faqs: [
    {
      q: 'Is the ZATCA checklist official guidance?',
      a: 'No. It is a practical checklist based on our projects. Always confirm current requirements on the ZATCA website and with your tax adviser.',
    },
    {
      q: 'Can I import the template straight into Odoo?',
      a: "It follows Odoo's contact fields closely, and our consultants map it during migration. Some columns, such as opening balances, are loaded through a separate journal entry rather than the contact import.",
    },
    {
      q: 'Why is the CSV not opening correctly in Excel?',
      a: 'The files are saved in UTF-8 with a byte order mark, which recent Excel versions read correctly. If Arabic text still looks wrong, use Data, From Text/CSV in Excel and choose UTF-8.',
    },
  ],
  cta: {
    heading: 'Want a second pair of eyes?',
    text: 'Send us your completed checklist or data sample, and one of our consultants will review it with you in a free call.',
    button: 'Request a free review',
  },
};

export const downloads: DownloadableDocument[] = [
  {
    id: 'zatca-phase-2-readiness-checklist',
    file: '/downloads/en/zatca-phase-2-readiness-checklist.txt',
    title: 'ZATCA Phase 2 readiness checklist',
    summary:
      '38 checks in seven areas, from master data and XML invoices to onboarding, testing and staff procedures for the FATOORAH integration phase.',
    format: 'Text file (TXT)',
  },
  {
    id: 'erp-implementation-checklist',
    file: '/downloads/en/erp-implementation-checklist.txt',
    title: 'ERP implementation checklist',
    summary:
      '41 checks in seven stages of an Odoo project, from preparation and scoping to data, testing, training, go-live and the first month-end.',
    format: 'Text file (TXT)',
  },
  {
    id: 'data-migration-template',
    file: '/downloads/en/data-migration-template.csv',
    title: 'Customer and supplier data migration template',
    summary:
      'Columns for names in Arabic and English, VAT and CR numbers, national address, payment terms, credit limits and opening balances, with example rows.',
    format: 'Spreadsheet (CSV, UTF-8)',
  },
];
