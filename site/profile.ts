// The company profile in one place. The defaults are clearly fictional; an operator
// overrides them through the environment (server/config.ts). This object is sent to the browser,
// so it holds nothing secret.
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
  /** Digits only with country code, for tel: and click-to-chat links. */
  phoneDigits: string;
  email: string;
  address: Localized;
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
  email: 'info@example.com',
  address: {
    en: 'Prince Mohammed bin Fahd Road, Al Faisaliyah, Dammam 32415, Eastern Province, Saudi Arabia',
    ar: 'طريق الأمير محمد بن فهد، حي الفيصلية، الدمام 32415، المنطقة الشرقية، المملكة العربية السعودية',
  },
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
  office: { latitude: 26.4207, longitude: 50.0888, days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '08:30', closes: '17:30' },
};

/** The plain-only path of the Riyadh expert profile, e.g. /khalid-alotaibi-riyadh. */
export const expertPath = (site: Pick<SiteConfig, 'expert'>) => `/${site.expert.slug}-riyadh`;
