import type { PageCopy } from '../page-copy';
import type { Region } from '../../site/copy-shapes/locations';

export const locationsPage: PageCopy = {
  meta: {
    title: 'Where We Work: Odoo Services Across Saudi Arabia',
    description:
      'From our Dammam head office we serve the Eastern Province, Riyadh, Jeddah, Makkah and other regions with on-site and remote Odoo services.',
    keywords: [
      'Odoo partner Eastern Province',
      'Odoo Dammam',
      'Odoo Riyadh',
      'Odoo Jeddah',
      'Odoo consultants Saudi Arabia',
      'remote Odoo support',
    ],
  },
  h1: 'Odoo implementation and support across the Kingdom',
  lead: 'Our head office is in Dammam, and the Eastern Province is where most of our consultants live and work. From there, and with our Riyadh regional lead in the capital, we serve clients in every region, on site when it matters and remotely the rest of the time.',
  sections: [
    {
      heading: 'The Eastern Province: our home base',
      paragraphs: [
        'Dammam, Khobar and Dhahran are a short drive from our office, so workshops, data checks and go-live support happen at your premises. We also work regularly in Jubail, Qatif, Ras Tanura, Nairyah and Al-Ahsa, where many of our clients supply the industrial cities and the oil, gas and petrochemical sector.',
        'Clients here often need Odoo to handle SAP Ariba purchase orders from large buyers, serial-tracked materials, job costing for fabrication work and project billing for contractors.',
      ],
    },
    {
      heading: 'Riyadh and the Central Region',
      paragraphs: [
        'Our Riyadh regional lead looks after companies in the capital: trading houses, distributors, contractors and service firms. Discovery workshops and go-live weeks are run on site, and our wider team in Dammam delivers configuration, development and support alongside.',
      ],
    },
    {
      heading: 'Jeddah, Makkah and the Western Region',
      paragraphs: [
        'For clients in Jeddah and Makkah we combine scheduled visits with remote sessions. Typical projects include import and distribution businesses, retailers with several branches, contractors and hospitality suppliers working around the seasonal peaks of Hajj and Umrah.',
      ],
    },
    {
      heading: 'Other regions, served remotely',
      paragraphs: [
        'Odoo runs in the browser, and most of an implementation can be delivered well over video calls and screen sharing. We serve clients in Qassim, Madinah, Asir and Tabuk this way, and plan on-site visits for the moments that need them: the first workshop, user training and go-live.',
      ],
    },
  ],
  steps: {
    heading: 'How we work with clients outside Dammam',
    items: [
      {
        title: 'Remote discovery',
        text: 'Video calls with your finance and operations leads to map processes and agree the scope.',
      },
      {
        title: 'On-site workshop',
        text: 'One or more days at your premises for the key process walkthroughs, where needed.',
      },
      {
        title: 'Remote build and testing',
        text: 'Configuration and data migration in a test database you can reach from anywhere.',
      },
      {
        title: 'On-site go-live',
        text: 'Consultants at your office for training and the first days on the new system, with remote support after.',
      },
    ],
  },
  deliverables: {
    heading: 'What you get wherever you are',
    items: [
      'The same project method and documentation in every city',
      'A named consultant and a fixed time for weekly check-ins',
      'Support through tickets, phone and WhatsApp in Arabic and English',
      'Visits planned in the project estimate, not added as surprises',
    ],
  },
  faqs: [
    {
      q: 'Do you charge extra for travel outside the Eastern Province?',
      a: 'Travel for planned visits is included in the project estimate so you see it up front. Extra visits requested later are agreed before they are booked.',
    },
    {
      q: 'Can an implementation really run remotely?',
      a: 'Most of it can. Configuration, testing and many training sessions work well online. We recommend being on site for the first workshop and for go-live.',
    },
    {
      q: 'My city is not listed. Can you still help?',
      a: 'Yes. We serve the whole Kingdom. Tell us where you are and we will explain how visits and remote work would be organized for your project.',
    },
  ],
  cta: {
    heading: 'Wherever you are in the Kingdom',
    text: 'Tell us your city and what you need, and a consultant will plan the first conversation with you, in person or online.',
    button: 'Request a consultation',
  },
};

export const regions: Region[] = [
  {
    id: 'eastern-province',
    name: 'Eastern Province',
    summary:
      'Our home region. On-site consultants for industrial suppliers, traders, contractors and service firms from Jubail to Al-Ahsa.',
    cities: [
      { id: 'dammam', name: 'Dammam' },
      { id: 'khobar', name: 'Khobar' },
      { id: 'dhahran', name: 'Dhahran' },
      { id: 'jubail', name: 'Jubail' },
      { id: 'qatif', name: 'Qatif' },
      { id: 'ras-tanura', name: 'Ras Tanura' },
      { id: 'al-ahsa', name: 'Al-Ahsa (Hofuf)' },
      { id: 'nairyah', name: 'Nairyah' },
    ],
  },
  {
    id: 'riyadh-region',
    name: 'Riyadh Region',
    summary:
      'Served by our Riyadh regional lead with on-site workshops and go-live support, backed by the Dammam team.',
    cities: [{ id: 'riyadh', name: 'Riyadh' }],
  },
  {
    id: 'makkah-region',
    name: 'Makkah Region',
    summary: 'Scheduled visits and remote sessions for traders, retailers, contractors and hospitality suppliers.',
    cities: [
      { id: 'jeddah', name: 'Jeddah' },
      { id: 'makkah', name: 'Makkah' },
    ],
  },
  {
    id: 'other-regions',
    name: 'Other regions (served remotely)',
    summary:
      'Remote implementation and support, with on-site visits planned for the first workshop, training and go-live.',
    cities: [
      { id: 'qassim', name: 'Qassim' },
      { id: 'madinah', name: 'Madinah' },
      { id: 'asir', name: 'Asir' },
      { id: 'tabuk', name: 'Tabuk' },
    ],
  },
];
