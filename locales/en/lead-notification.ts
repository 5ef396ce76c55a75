// The words of the lead notification email in English (LEAD_NOTIFY_LANGUAGE=en). What the visitor
// typed is never among them: it is written as it came.
export interface LeadNotificationWords {
  /** The subject starts with it: "New lead: Name (Company) · Site". */
  newLead: string;
  /** The first line of the text part; {source} and {site} are filled in. */
  intro: string;
  sources: { popup: string; contact: string; landing: string; estimate: string };
  labels: {
    name: string;
    company: string;
    phone: string;
    phoneE164: string;
    email: string;
    city: string;
    service: string;
    source: string;
    page: string;
    siteLanguage: string;
    received: string;
    marketingConsent: string;
    returningContact: string;
    landingPage: string;
    referrer: string;
    utmSource: string;
    utmMedium: string;
    utmCampaign: string;
    utmTerm: string;
    utmContent: string;
    gclid: string;
    fbclid: string;
    msclkid: string;
    message: string;
  };
  /** A returning contact's value; {link} is the address of their first lead in the admin. */
  firstLeadOf: string;
  /** Headings of the email's parts. */
  whereFrom: string;
  yes: string;
  no: string;
  languages: { en: string; ar: string };
  /** After the time the lead arrived. */
  riyadhTime: string;
  openInAdmin: string;
}

export const leadNotificationWords: LeadNotificationWords = {
  newLead: 'New lead',
  intro: 'New lead from the {source} on {site}.',
  sources: {
    popup: 'Consultation popup',
    contact: 'Contact page',
    landing: 'Ads landing page',
    estimate: 'Pricing page estimator',
  },
  labels: {
    name: 'Name',
    company: 'Company',
    phone: 'Phone (as typed)',
    phoneE164: 'Phone (international)',
    email: 'Email',
    city: 'City',
    service: 'Service',
    source: 'Source',
    page: 'Page',
    siteLanguage: 'Site language',
    received: 'Received',
    marketingConsent: 'Marketing consent',
    returningContact: 'Returning contact',
    landingPage: 'Landing page',
    referrer: 'Referred by',
    utmSource: 'Campaign source (utm_source)',
    utmMedium: 'Campaign medium (utm_medium)',
    utmCampaign: 'Campaign (utm_campaign)',
    utmTerm: 'Campaign term (utm_term)',
    utmContent: 'Campaign content (utm_content)',
    gclid: 'Google Ads click (gclid)',
    fbclid: 'Meta click (fbclid)',
    msclkid: 'Microsoft Ads click (msclkid)',
    message: 'Message',
  },
  firstLeadOf: 'Yes, first lead: {link}',
  whereFrom: 'Where the visit came from',
  yes: 'Yes',
  no: 'No',
  languages: { en: 'English', ar: 'Arabic' },
  riyadhTime: '(Riyadh time)',
  openInAdmin: 'Open in the admin inbox',
};
