import type { PageCopy } from '../page-copy';
import type { CourseOutline } from '../../site/copy-shapes/training-materials';

export const trainingMaterialsPage: PageCopy = {
  meta: {
    title: 'Odoo Training Materials and Course Outlines',
    description:
      'Outlines of our Odoo courses for Saudi teams: accounting and VAT, inventory, sales and CRM, purchasing, HR and payroll, and administration.',
    keywords: [
      'Odoo training materials',
      'Odoo course outline',
      'Odoo accounting training',
      'Odoo training Saudi Arabia',
      'Odoo user training',
      'Odoo admin training',
    ],
  },
  h1: 'Odoo training materials for your team',
  lead: 'Six course outlines that show what each of our Odoo training sessions covers, who it is for and what participants can do at the end. Use them to plan training for your own team before or after go-live.',
  sections: [
    {
      heading: 'How our training is built',
      paragraphs: [
        'Every course is taught in your own Odoo database, or in a copy of it, using your items, customers, tax settings and approval rules. People learn faster when the screens and examples match their daily work, and the questions they ask in class are the ones they would otherwise ask the support desk.',
        'Sessions are run in Arabic or English by consultants who have implemented the modules they teach. Each course combines short demonstrations with hands-on exercises, and ends with a written procedure participants keep.',
      ],
    },
    {
      heading: 'Who should attend',
      paragraphs: [
        'Key users attend the course for their area and then support colleagues in their department. Administrators attend the admin course, and managers usually join the first and last session of their area to see reports and approvals. For smaller companies, one person often covers two areas, and we combine courses accordingly.',
      ],
      bullets: [
        'Accountants and finance managers: accounting and VAT',
        'Storekeepers and supply chain staff: inventory and purchasing',
        'Sales coordinators and account managers: sales and CRM',
        'HR officers and payroll staff: HR and payroll',
        'IT staff or power users: administration basics',
      ],
    },
    {
      heading: 'Formats',
      paragraphs: [
        'Courses run on site at your premises, at our Dammam office or online in live sessions. Each course is typically estimated at one to three half-day sessions depending on the level and the number of participants. Sessions can be recorded so new staff can catch up later.',
      ],
    },
  ],
  steps: {
    heading: 'How a training plan comes together',
    items: [
      {
        title: 'Training needs review',
        text: 'We list the users, their roles and the processes each one runs in Odoo.',
      },
      {
        title: 'Course selection',
        text: 'We match roles to the course outlines and adjust the content to your setup.',
      },
      { title: 'Delivery', text: 'Live sessions with exercises in your database, in Arabic or English.' },
      {
        title: 'Follow-up',
        text: 'A short check after the first weeks of use to answer questions and fix habits early.',
      },
    ],
  },
  deliverables: {
    heading: 'What participants receive',
    items: [
      'Step-by-step procedures for the processes covered',
      'Exercise data in a training database',
      'Recordings of the sessions where agreed',
      'A contact for follow-up questions',
    ],
  },
  faqs: [
    {
      q: 'Can you train staff on an Odoo system another partner implemented?',
      a: 'Yes. We review your setup before the course so the training matches how your system is configured.',
    },
    {
      q: 'Are the courses in Arabic?',
      a: 'Yes. Every course can be delivered in Arabic or English, and mixed groups are common.',
    },
    {
      q: 'Do you offer certificates?',
      a: 'We issue a certificate of attendance for each course. Official Odoo certification is a separate exam run by Odoo.',
    },
    {
      q: 'Can training be added after go-live?',
      a: 'Yes. Many clients book refresher sessions for new staff, or an intermediate course once users are comfortable with the basics. We start with a short review of how the system is used today so the session targets real gaps.',
    },
  ],
  cta: {
    heading: 'Plan training for your team',
    text: 'Tell us how many users you have and which modules they use, and we will propose a training plan with an estimate.',
    button: 'Request a training plan',
  },
};

export const trainingMaterials: CourseOutline[] = [
  {
    id: 'accounting-vat',
    title: 'Odoo Accounting and VAT for Saudi Arabia',
    level: 'Beginner to intermediate',
    summary:
      'For accountants and finance managers who record transactions, close the month and prepare the VAT return in Odoo, with ZATCA e-invoicing in daily practice.',
    topics: [
      'Chart of accounts, journals and fiscal periods',
      'Customer invoices, credit notes and ZATCA e-invoicing status',
      'Vendor bills, payments and bank reconciliation',
      '15% VAT, zero-rated and exempt supplies',
      'VAT return report and supporting detail',
      'Analytic accounting and cost centres',
      'Month-end closing and financial reports',
    ],
  },
  {
    id: 'inventory-warehouse',
    title: 'Odoo Inventory and Warehouse Operations',
    level: 'Beginner',
    summary:
      'For storekeepers and supply chain staff who receive, move, count and deliver stock in one or several warehouses.',
    topics: [
      'Warehouses, locations and routes',
      'Receipts, deliveries and internal transfers',
      'Lots, serial numbers and expiry dates',
      'Reordering rules and replenishment',
      'Inventory counts and adjustments',
      'Stock valuation and its link to accounting',
    ],
  },
  {
    id: 'sales-crm',
    title: 'Odoo Sales and CRM',
    level: 'Beginner',
    summary: 'For sales coordinators and account managers who manage leads, quotations, orders and customer follow-up.',
    topics: [
      'Leads, opportunities and the sales pipeline',
      'Quotations, price lists and discounts',
      'Sales orders, delivery and invoicing policies',
      'Customer credit limits and approvals',
      'Activities, follow-ups and WhatsApp or email templates',
      'Sales reports and dashboards',
    ],
  },
  {
    id: 'purchasing',
    title: 'Odoo Purchasing and Supplier Management',
    level: 'Beginner',
    summary: 'For purchasing officers who handle requests for quotation, purchase orders, approvals and vendor bills.',
    topics: [
      'Requests for quotation and supplier comparison',
      'Purchase orders and approval rules',
      'Receipts and three-way matching with vendor bills',
      'Supplier price lists and lead times',
      'Import purchases and landed costs',
      'Purchase analysis reports',
    ],
  },
  {
    id: 'hr-payroll',
    title: 'Odoo HR and Payroll for Saudi Companies',
    level: 'Intermediate',
    summary:
      'For HR officers and payroll staff who manage employee records, leave, attendance and monthly payroll in line with GOSI and the wage protection system.',
    topics: [
      'Employee records, contracts and documents (Iqama, passport expiry)',
      'Leave types, allocations and approvals',
      'Attendance and overtime',
      'Salary structures, allowances and deductions',
      'GOSI contributions and the WPS payroll file',
      'End-of-service benefit accruals',
      'Payroll posting to accounting',
    ],
  },
  {
    id: 'admin-basics',
    title: 'Odoo Administration Basics',
    level: 'Intermediate',
    summary:
      'For IT staff and power users who look after users, access rights, company settings and simple configuration after go-live.',
    topics: [
      'Users, groups and access rights',
      'Company settings, branches and multi-company basics',
      'Document layouts and Arabic and English reports',
      'Email settings and scheduled actions',
      'Import and export of data',
      'Backups, updates and when to call your partner',
    ],
  },
];
