// The company profile in one place: every brand-specific fact the site shows or publishes. The
// defaults are clearly fictional; an operator replaces them with a profile file (COMPANY_PROFILE)
// and/or single environment variables (server/config/company-profile.ts). This object is sent to the
// browser, so it holds nothing secret.
export interface Localized {
  en: string;
  ar: string;
}

export interface SiteConfig {
  siteUrl: string;
  name: Localized;
  legalName: Localized;
  /** Shown to people, e.g. "+966 50 000 0000". */
  phoneDisplay: string;
  /** Digits only with country code, for tel: links. */
  phoneDigits: string;
  /** Digits only with country code, for click-to-chat (WhatsApp) links. */
  chatDigits: string;
  email: string;
  /** The office address as one line, for people. */
  address: Localized;
  /** The same address in parts, for structured data. */
  postalAddress: { street: Localized; locality: Localized; region: Localized; postalCode: string; country: string };
  slogan: Localized;
  /** Commercial registration number (10 digits), shown in the footer and structured data. */
  commercialRegistration: string | null;
  /** VAT registration number (15 digits, starting and ending with 3). */
  vatNumber: string | null;
  social: Array<{ network: 'facebook' | 'x' | 'linkedin' | 'instagram' | 'youtube' | 'quora'; url: string }>;
  expert: { name: Localized; slug: string };
  blogAuthor: Localized;
  /** The Dammam office, for its structured data: where it is and when it answers. */
  office: { latitude: number; longitude: number; days: string[]; opens: string; closes: string };
  gaMeasurementId: string | null;
  /** How long a lead is kept before it is deleted, as the privacy notice promises. */
  leadRetentionDays: number;
}

export const defaultSite: Omit<SiteConfig, 'siteUrl' | 'gaMeasurementId' | 'leadRetentionDays'> = {
  name: { en: 'Qimma Digital', ar: 'قمة الرقمية' },
  legalName: { en: 'Qimma Digital Solutions Co.', ar: 'شركة قمة الرقمية للحلول التقنية' },
  phoneDisplay: '+966 50 000 0000',
  phoneDigits: '966500000000',
  chatDigits: '966500000000',
  email: 'info@example.com',
  address: {
    en: 'Prince Mohammed bin Fahd Road, Al Faisaliyah, Dammam 32415, Eastern Province, Saudi Arabia',
    ar: 'طريق الأمير محمد بن فهد، حي الفيصلية، الدمام 32415، المنطقة الشرقية، المملكة العربية السعودية',
  },
  postalAddress: {
    street: { en: 'Prince Mohammed bin Fahd Road, Al Faisaliyah', ar: 'طريق الأمير محمد بن فهد، حي الفيصلية' },
    locality: { en: 'Dammam', ar: 'الدمام' },
    region: { en: 'Eastern Province', ar: 'المنطقة الشرقية' },
    postalCode: '32415',
    country: 'SA',
  },
  slogan: { en: 'Odoo done right for Saudi business', ar: 'أودو كما ينبغي أن يكون للأعمال السعودية' },
  commercialRegistration: '2050000000',
  vatNumber: '300000000000003',
  social: [
    { network: 'facebook', url: 'https://www.facebook.com/qimmadigital' },
    { network: 'x', url: 'https://x.com/qimmadigital' },
    { network: 'linkedin', url: 'https://www.linkedin.com/company/qimmadigital' },
    { network: 'instagram', url: 'https://www.instagram.com/qimmadigital' },
    { network: 'youtube', url: 'https://www.youtube.com/@qimmadigital' },
    { network: 'quora', url: 'https://www.quora.com/profile/Qimma-Digital' },
  ],
  expert: { name: { en: 'Khalid Al-Otaibi', ar: 'خالد العتيبي' }, slug: 'khalid-al-otaibi' },
  blogAuthor: { en: 'Qimma Digital Consulting Team', ar: 'فريق استشارات قمة الرقمية' },
  // Al Faisaliyah, Dammam; the working week in the Kingdom runs Sunday to Thursday.
  office: {
    latitude: 26.4207,
    longitude: 50.0888,
    days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'],
    opens: '08:30',
    closes: '17:30',
  },
};

/** The plain-only path of the Riyadh expert profile, e.g. /khalid-alotaibi-riyadh. */
export const expertPath = (site: Pick<SiteConfig, 'expert'>) => `/${site.expert.slug}-riyadh`;
