import type { PageCopy } from '../page-copy';

export const aboutPage: PageCopy = {
  meta: {
    title: 'About Us: Certified Odoo Silver Partner in Dammam',
    description:
      'A certified Odoo Silver Partner founded in 2014: a team of 50 to 100 employees in Dammam serving businesses across Saudi Arabia.',
    keywords: [
      'Odoo partner Saudi Arabia',
      'Odoo Silver Partner',
      'Odoo consultants Dammam',
      'ERP company Eastern Province',
      'Odoo implementation team',
      'about us',
    ],
  },
  h1: 'An Odoo team that has worked with Saudi businesses since 2014',
  lead: 'We are a certified Odoo Silver Partner headquartered in Dammam. For more than ten years our consultants and developers have put Odoo to work for manufacturers, traders, contractors, rental and logistics firms and service companies across the Kingdom.',
  sections: [
    {
      heading: 'Our story',
      paragraphs: [
        'We started in 2014 as a small group of accountants and developers in the Eastern Province who saw local companies struggling with spreadsheets, disconnected accounting packages and systems that did not fit Saudi rules. Odoo gave us a flexible base, and we focused on making it fit the way businesses here actually work.',
        'The arrival of VAT in 2018, the rate change to 15% in July 2020 and the ZATCA e-invoicing phases from December 2021 turned compliance into a daily concern for our clients. We grew with those changes. Today more than 130 clients run their finance, stock, sales, purchasing, manufacturing and payroll on systems we implemented and support.',
      ],
    },
    {
      heading: 'Who we are',
      paragraphs: [
        'Our team of 50 to 100 people works from our head office in Dammam and travels to clients wherever the work needs it. It includes functional consultants for accounting, supply chain, manufacturing and HR, Odoo developers, integration engineers, trainers and a support desk that answers in Arabic and English.',
        'Our Riyadh regional lead works with companies in the capital and the Central Region, so clients there have a senior consultant who knows their market and can be on site at short notice. Projects in Jeddah, Makkah and the other regions run with a mix of on-site workshops and remote sessions.',
      ],
      bullets: [
        'Certified Odoo Silver Partner',
        'Founded in 2014, over 10 years of Odoo projects',
        '130+ clients across the Kingdom',
        'Head office in Dammam, Eastern Province',
      ],
    },
    {
      heading: 'How we approach a project',
      paragraphs: [
        'We start from your processes, not from a module list. A short gap analysis tells us where standard Odoo fits, where configuration is enough and where custom work is justified. We keep customization to what pays for itself, because every custom line has to be maintained through future Odoo versions.',
        'We deliver in phases with a named consultant on your side, weekly progress notes and a test plan your own staff sign off. Go-live is planned around your month-end, not ours.',
      ],
    },
    {
      heading: 'What we value',
      paragraphs: [
        'Plain answers: if a requirement is a poor fit for Odoo, we say so early. Compliance first: tax, e-invoicing and payroll rules are built in from day one, not patched on later. Ownership by the client: your team is trained to run the system, and documentation stays with you.',
      ],
    },
  ],
  steps: {
    heading: 'What working with us looks like',
    items: [
      {
        title: 'First conversation',
        text: 'A free call or visit to understand your business, your current systems and what is not working.',
      },
      {
        title: 'Scoping',
        text: 'A written scope with modules, phases, effort estimates and the people involved on both sides.',
      },
      {
        title: 'Build and test',
        text: 'Configuration, data migration and any custom work, tested with your own transactions.',
      },
      {
        title: 'Go-live and support',
        text: 'Training, cut-over, hands-on support in the first weeks, then a support plan that suits your size.',
      },
    ],
  },
  deliverables: {
    heading: 'What you can expect from us',
    items: [
      'A named project manager and consultant for your project',
      'Written scope, estimates and a phased plan before work starts',
      'ZATCA-ready invoicing and VAT setup for Saudi operations',
      'Training for key users and administrators in Arabic or English',
      'Support after go-live from the same team that built the system',
    ],
  },
  faqs: [
    {
      q: 'What does being an Odoo Silver Partner mean?',
      a: 'It means Odoo has certified our consultants and recognizes our record of completed implementations. As a partner we can supply Odoo Enterprise subscriptions and raise product issues directly with Odoo.',
    },
    {
      q: 'Do you only work in the Eastern Province?',
      a: 'No. Our head office is in Dammam, our Riyadh regional lead covers the capital, and we serve clients in Jeddah, Makkah and other regions with on-site visits and remote sessions.',
    },
    {
      q: 'Can you take over a system another partner implemented?',
      a: 'Yes. We start with a review of the existing setup, custom modules and data quality, then agree a plan to stabilize, upgrade or extend it.',
    },
  ],
  cta: {
    heading: 'Talk to our team',
    text: 'Tell us how your business runs today and what you want to fix. A consultant will get back to you to arrange a first conversation.',
    button: 'Book a free consultation',
  },
};
