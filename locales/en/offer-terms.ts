import type { PageCopy } from '../page-copy';
import { excludingVat, sarPrice } from '../implementation-prices';
import { OFFER_SAR, OFFER_VALID_DAYS } from '../../site/implementation-prices';

const upTo = `${sarPrice(OFFER_SAR, 'en')}, ${excludingVat.en}`;

export const offerTermsPage: PageCopy = {
  meta: {
    title: 'Free Odoo Quote Offer: Terms of the Saving',
    description: `The terms of the free quote offer: a saving of up to ${upTo}, on our implementation services, for one new project per company.`,
    keywords: ['Odoo quote offer', 'Odoo implementation discount', 'offer terms', 'free Odoo quote'],
  },
  h1: 'Terms of the free quote offer',
  lead: `Our website offers a free quote with a saving of up to ${upTo}, on our Odoo implementation services. These are its terms, in full.`,
  sections: [
    {
      heading: 'What the saving applies to',
      paragraphs: [
        "The saving is a discount on the fees for our implementation services in the first quotation we send you after your request. It does not apply to Odoo's subscription, which Odoo bills, nor to hosting, hardware or third-party apps.",
      ],
    },
    {
      heading: 'How much it is',
      paragraphs: [
        `The amount depends on the scope of the project and is written as its own line in the quotation. It is never more than ${upTo}.`,
      ],
    },
    {
      heading: 'Who can use it',
      paragraphs: [
        'One saving per company, for a new Odoo implementation project: not for support plans, training on its own or upgrades. It cannot be combined with another discount.',
      ],
    },
    {
      heading: 'How long it is valid',
      paragraphs: [
        `The saving holds for as long as the quotation is valid: ${OFFER_VALID_DAYS} days from the date on it. A project signed after that is quoted again.`,
      ],
    },
  ],
  faqs: [],
  cta: {
    heading: 'Ask for your free quote',
    text: 'Tell us about your company and we will send a written quotation with the saving shown.',
    button: 'Request a quote',
  },
};
