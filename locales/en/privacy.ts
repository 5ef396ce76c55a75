import type { PageCopy } from '../page-copy';

export const privacyPage: PageCopy = {
  meta: {
    title: 'Privacy Notice: How We Handle Your Personal Data',
    description:
      'What our contact forms collect, why, how long we keep it and your rights under the Saudi Personal Data Protection Law (PDPL).',
    keywords: [
      'privacy notice',
      'privacy policy',
      'PDPL',
      'Personal Data Protection Law Saudi Arabia',
      'personal data',
      'cookies',
    ],
  },
  h1: 'Privacy notice',
  lead: 'This notice explains what personal data we collect through this website, why we collect it, how long we keep it and how you can exercise your rights under the Saudi Personal Data Protection Law (PDPL) and its implementing regulations.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'This website is operated by the company named in the site header and footer, an Odoo partner headquartered in Dammam, Saudi Arabia. We are the controller of the personal data you send us through this website. You can reach us about privacy matters through the contact page.',
      ],
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect only what you type into our contact and consultation forms, plus a few details the website adds so we can answer you properly and know how you found us.',
      ],
      bullets: [
        'Your name',
        'Your phone number',
        'Your email address',
        'Your company name',
        'Your city',
        'Your message',
        'The page you sent the form from and the language of the site (added automatically)',
        'How your visit reached us, when it came through an advertisement, a campaign link or another website: the first page you opened, the other website’s address without its page (for example https://www.google.com), the campaign details in the link (utm_source, utm_medium, utm_campaign, utm_term and utm_content) and the advertising click identifiers (gclid, fbclid and msclkid) (added automatically)',
        'Whether the website judged your request to be sent by an automated program, from a hidden field that people never fill in and the time taken to fill in the form (added automatically)',
        'Whether you agreed to receive marketing messages from us',
      ],
    },
    {
      heading: 'What we do not collect',
      paragraphs: [
        'We do not store your IP address with your request, we do not ask for identity numbers, and we do not buy or receive lists of personal data from third parties for marketing. Our hosting provider may keep standard technical logs for security and troubleshooting, separate from your request.',
      ],
    },
    {
      heading: 'Why we use it and on what legal basis',
      paragraphs: [
        'We use your details to answer your request: to call or write back, arrange a consultation and prepare a proposal if you ask for one. The page and language help us route your request to the right consultant and reply in your language. Our legal basis is your consent, which you give when you submit the form.',
        'How your visit reached us shows which advertisements, campaigns and websites bring requests, so we spend on the ones that help people find us. Only our own server reads these details: we do not share them with advertising platforms and we do not use them to follow you on other websites. A request that looks automated is kept apart and reviewed by our team before anyone acts on it; nothing about you is decided automatically.',
        'We send marketing messages, such as news about Odoo releases or ZATCA changes, only if you ticked the marketing consent box. You can withdraw that consent at any time by replying to any message or through the contact page, and withdrawing it does not affect your request.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your request for {retention} from the day you send it, then delete it automatically, together with the details of how your visit reached us. If you become a client, the records needed for the contract, invoicing and tax are kept for the periods that Saudi law requires.',
      ],
    },
    {
      heading: 'Who can see it',
      paragraphs: [
        'Only our own staff who need it to handle your request: our sales and consulting team and the administrators of this website. The data is stored with our hosting provider, which processes it on our behalf under a contract and may not use it for its own purposes. We do not sell or rent your data. If the hosting is located outside the Kingdom, any transfer follows the conditions the PDPL and its regulations set for transfers abroad.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'Visitors who only browse the site and send a form do not receive a login cookie. A session cookie is set only for our administrators when they sign in to manage the site.',
        'When you open a page of this website through a link that carries campaign details (utm_source and the other details listed above, or an advertising click identifier), or come from another website, our server sets one cookie named visit-attribution. It holds the first page you opened on that visit, the other website’s address without its page, and the campaign details and click identifiers in the link. Only this website sets and reads it, scripts in the page cannot read it, and it is kept for 30 days; a later visit of the same kind replaces it, and moving from page to page within the site does not change it. Our server reads it only when you send a form, to store those details with your request. While the tab is open, your browser also keeps the same details in its session storage, so they can go with your request if the cookie could not be set; they are deleted when you close the tab.',
        'When you first click or tab into the contact form or the consultation form on our campaign page, your browser asks our server for a small file, and the answer sets a cookie named form-opened-contact or form-opened-landing holding that time. It is kept for two hours and is used only to tell people from automated programs by the time taken to send the form; it is not stored with your request.',
        'Website analytics are used only when they are enabled; when they are, they measure visits to pages and are not linked to the details you send in a form.',
      ],
    },
    {
      heading: 'Changes to this notice',
      paragraphs: [
        'We may update this notice when our website, our services or the law change. The version on this page is always the current one. If a change affects how we use data you have already sent us, we will tell you before it applies.',
      ],
    },
  ],
  steps: {
    heading: 'How to exercise your rights',
    items: [
      {
        title: 'Send a request',
        text: 'Use the contact page and say which right you want to exercise: access, correction or deletion.',
      },
      {
        title: 'Confirm who you are',
        text: 'We may ask you to confirm a detail from your original request so we only release data to you.',
      },
      { title: 'Receive our answer', text: 'We respond within 30 days and tell you what we have done.' },
    ],
  },
  deliverables: {
    heading: 'Your rights under the PDPL',
    items: [
      'To know what data we hold about you and why',
      'To receive a copy of your data',
      'To have incorrect or incomplete data corrected',
      'To have your data deleted when we no longer need it or you withdraw consent',
      'To withdraw your consent at any time',
      'To complain to the Saudi Data and Artificial Intelligence Authority (SDAIA) if you are not satisfied with our answer',
    ],
  },
  faqs: [
    {
      q: 'Do I have to fill in every field?',
      a: 'No. Fill in what you are comfortable with, but we need at least one way to reach you, a phone number or an email address, to answer your request.',
    },
    {
      q: 'Will you add me to a mailing list?',
      a: 'Only if you tick the marketing consent box. Without it, we contact you only about the request you sent.',
    },
    {
      q: 'Can I ask you to delete my request before then?',
      a: 'Yes. Send a deletion request through the contact page and we will delete it unless we must keep it by law, for example because it is part of a contract.',
    },
  ],
  cta: {
    heading: 'Questions about your data?',
    text: 'Use the contact page to ask about your data or exercise your rights. Mention that your message is a privacy request so it reaches the right person.',
    button: 'Go to the contact page',
  },
};
