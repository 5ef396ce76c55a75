import type { PageCopy } from '../page-copy';
import { excludingVat, projectPriceText } from '../implementation-prices';

export const pricingPage: PageCopy = {
  meta: {
    title: 'Odoo Implementation Prices in Saudi Arabia: Estimator',
    description:
      'Estimate an Odoo project in SAR: our services by project size, excluding VAT, with the duration and what moves the number. No sign-up needed.',
    keywords: [
      'Odoo price Saudi Arabia',
      'Odoo implementation cost',
      'Odoo cost estimator',
      'ERP project budget SAR',
      'Odoo partner fees',
      'Odoo pricing',
    ],
  },
  h1: 'What an Odoo project with us costs',
  lead: 'Answer seven questions about your company and see an estimated range for our services in SAR, with and without VAT, and how long the project takes. There is nothing to sign up for, and the answers stay in the address, so you can share the result.',
  sections: [
    {
      heading: 'How we estimate',
      paragraphs: [
        `Our estimates come from the same ranges we quote in every proposal. As an estimate, our services cost ${projectPriceText('small', 'en')} for a small project, ${projectPriceText('midSize', 'en')} for a mid-size project and ${projectPriceText('large', 'en')} for a large group, all ${excludingVat.en}.`,
        "Your answers place the project in one of these sizes, then within it: your industry's processes, integrations, the data to migrate and your hosting move it towards the lower or the upper end.",
      ],
    },
    {
      heading: 'What the estimate does not include',
      paragraphs: [
        "Odoo's own subscription, which Odoo bills per user and year, and hosting on Odoo.sh or your own servers are paid on top of our services. VAT at 15% is added to every invoice, and the estimator shows both figures.",
      ],
    },
    {
      heading: 'From estimate to quotation',
      paragraphs: [
        'A free 45-minute consultation confirms the scope. A gap analysis then turns it into a day estimate and a fixed quotation, paid in milestones tied to the project phases.',
      ],
    },
  ],
  faqs: [
    {
      q: 'Is this a quotation?',
      a: 'No. It is an estimate based on typical projects. After the free consultation we send a written scope and quotation you can compare line by line with other offers.',
    },
    {
      q: 'Why a range and not one figure?',
      a: 'Two companies with the same number of users can need very different work. Scope, data quality and how quickly decisions are made move the final figure within the range.',
    },
    {
      q: 'Are Odoo licences included?',
      a: "No. Odoo bills the Enterprise subscription per user and year, directly or through us as a partner, at Odoo's published prices. Our estimate covers our services only.",
    },
  ],
  cta: {
    heading: 'Get a written estimate',
    text: 'Book a free 45-minute consultation and we will confirm the scope, the range and the plan in writing.',
    button: 'Book a free consultation',
  },
};
