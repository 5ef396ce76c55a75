import type { PageCopy } from '../page-copy';
import { durationText } from '../implementation-durations';
import { excludingVat, projectPriceText } from '../implementation-prices';

export const adsLandingPage: PageCopy = {
  meta: {
    title: 'Odoo in Saudi Arabia: ZATCA-Ready ERP, Free Consultation',
    description:
      'Run finance, sales, stock and payroll on one ZATCA-ready Odoo system. Certified Odoo Silver Partner in Dammam, founded in 2014. Book a free consultation.',
    keywords: [
      'Odoo Saudi Arabia',
      'Odoo partner KSA',
      'Odoo ERP Saudi',
      'ZATCA e-invoicing Odoo',
      'Odoo implementation',
      'Odoo consultation',
    ],
  },
  h1: 'Odoo for Saudi businesses, ready for ZATCA from day one',
  lead: 'One system for accounting, sales, purchasing, inventory, manufacturing and payroll, set up for 15% VAT and Phase 2 e-invoicing. Implemented by a certified Odoo Silver Partner with more than 130 clients across the Kingdom.',
  sections: [
    {
      heading: 'Stop running the business on spreadsheets',
      paragraphs: [
        'If month-end takes weeks, stock figures do not match the warehouse and every VAT return is a scramble, the problem is usually disconnected tools. Odoo puts finance and operations in one database, in Arabic and English, so every sale, purchase and stock movement lands in the accounts as it happens.',
      ],
      bullets: [
        'Close the month faster with accounts that update in real time',
        'See stock by warehouse before you promise a delivery',
        'Know the real cost of each job, project or product',
        'Run payroll with GOSI contributions and WPS files',
        'Give managers live reports on their phones',
      ],
    },
    {
      heading: 'ZATCA-ready, not patched later',
      paragraphs: [
        "Odoo's Saudi localization, in both Community and Enterprise, includes ZATCA e-invoicing support. We configure it for Phase 2: XML invoices, cryptographic stamps, QR codes, clearance of standard invoices and reporting of simplified invoices within 24 hours. We onboard each invoicing journal on the FATOORAH platform and test it before you go live.",
      ],
    },
    {
      heading: 'Why businesses choose us',
      paragraphs: [
        'We have implemented Odoo in Saudi Arabia since 2014. Our team of 50 to 100 employees is based in Dammam, with a regional lead in Riyadh and clients in Jeddah, Makkah and other regions. We know the local sectors: contractors, manufacturers, traders, rental and logistics firms, and suppliers to the oil, gas and petrochemical industry.',
      ],
      bullets: [
        'Certified Odoo Silver Partner',
        'Over 10 years and 130+ clients',
        'Consultants on site in the Eastern Province and Riyadh',
        'Support in Arabic and English',
      ],
    },
  ],
  steps: {
    heading: 'How it works',
    items: [
      {
        title: 'Free consultation',
        text: 'A 45-minute call or visit to understand your business and what is not working.',
      },
      {
        title: 'Clear proposal',
        text: 'Modules, phases and an effort estimate in writing, so you know what you are agreeing to.',
      },
      {
        title: 'Implementation',
        text: 'Configuration, data migration, ZATCA setup and training, delivered in planned phases.',
      },
      { title: 'Go-live and support', text: 'We stay with your team through the first month-end and VAT return.' },
    ],
  },
  deliverables: {
    heading: 'Your free consultation includes',
    items: [
      'A review of your current systems and pain points',
      'Which Odoo modules and edition fit your business',
      'Your ZATCA e-invoicing position and next steps',
      'An indicative range for effort and timeline',
    ],
  },
  faqs: [
    {
      q: 'How much does an Odoo implementation cost?',
      a: `As an estimate, our services for one company on the core apps cost ${projectPriceText('small', 'en')}, and for a mid-size project with manufacturing, payroll or integrations ${projectPriceText('midSize', 'en')}, ${excludingVat.en}; Odoo's subscription and hosting come on top. Our pricing page gives a range for your own answers, and after the free consultation we confirm it in writing before any commitment.`,
    },
    {
      q: 'How long does it take?',
      a: `A focused first phase covering finance and core operations is usually estimated at ${durationText('focused', 'en')}. Larger, multi-site projects take longer.`,
    },
    {
      q: 'Is the consultation really free?',
      a: 'Yes. There is no charge and no obligation. You leave with a clearer view of your options whether or not you work with us.',
    },
  ],
  cta: {
    heading: 'Start with a free Odoo consultation',
    text: 'Leave your details and a consultant will call you to arrange a convenient time, in Arabic or English.',
    button: 'Get my free consultation',
  },
};
