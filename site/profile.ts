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
  /** The office address as one line, for people, where the national address's parts are not given. */
  address: Localized;
  /** The same address in parts: the Saudi national address (building number, street, district,
   * postal code, additional number) that invoices and the footer show, and structured data. */
  postalAddress: {
    buildingNumber?: string;
    street: Localized;
    district?: Localized;
    locality: Localized;
    region: Localized;
    postalCode: string;
    additionalNumber?: string;
    country: string;
  };
  slogan: Localized;
  /** Commercial registration: the unified national number (10 digits starting with 7) that every
   * company has had since 3 April 2025; an older 10-digit number is shown but warned about. */
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
  /** The company's page in Odoo's partner directory and how many of its consultants Odoo certified. */
  partner: { directoryUrl: string; certifiedConsultants: number } | null;
  /** How the company works with a client, as it commits to it (services and about pages). */
  terms: EngagementTerms | null;
  /** The Odoo major version new projects start on. */
  odooVersion: number;
}

export type SupportPriority = 'critical' | 'high' | 'normal';

export interface EngagementTerms {
  /** The first response to a support ticket, by priority, in working hours or days. */
  supportResponse: Array<{ priority: SupportPriority; within: number; unit: 'hours' | 'days' }>;
  /** What share of a project's price is invoiced at which point; the shares add up to 100. */
  paymentMilestones: Array<{ percent: number; when: Localized }>;
  /** Where the databases the company hosts are kept. */
  hosting: Localized;
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
    buildingNumber: '7741',
    street: { en: 'Prince Mohammed bin Fahd Road', ar: 'طريق الأمير محمد بن فهد' },
    district: { en: 'Al Faisaliyah', ar: 'الفيصلية' },
    locality: { en: 'Dammam', ar: 'الدمام' },
    region: { en: 'Eastern Province', ar: 'المنطقة الشرقية' },
    postalCode: '32415',
    additionalNumber: '3456',
    country: 'SA',
  },
  slogan: { en: 'Odoo done right for Saudi business', ar: 'أودو كما ينبغي أن يكون للأعمال السعودية' },
  commercialRegistration: '7001234567',
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
  // Odoo's directory itself: the fictional company has no page in it.
  partner: { directoryUrl: 'https://www.odoo.com/partners', certifiedConsultants: 6 },
  terms: {
    supportResponse: [
      { priority: 'critical', within: 2, unit: 'hours' },
      { priority: 'high', within: 1, unit: 'days' },
      { priority: 'normal', within: 2, unit: 'days' },
    ],
    paymentMilestones: [
      { percent: 30, when: { en: 'on signing the contract', ar: 'عند توقيع العقد' } },
      { percent: 30, when: { en: 'on sign-off of the solution design', ar: 'عند اعتماد تصميم الحل' } },
      { percent: 30, when: { en: 'at go-live', ar: 'عند التشغيل الفعلي' } },
      {
        percent: 10,
        when: {
          en: 'at the end of go-live support, 30 days after go-live',
          ar: 'بنهاية مرافقة التشغيل، بعد 30 يومًا من التشغيل الفعلي',
        },
      },
    ],
    hosting: {
      en: 'Databases we host run in a cloud data centre in Saudi Arabia, with daily backups kept in the Kingdom.',
      ar: 'تعمل قواعد البيانات التي نستضيفها في مركز بيانات سحابي داخل المملكة، مع نسخ احتياطية يومية تُحفظ فيها.',
    },
  },
  odooVersion: 20,
};

/** The fictional company's contact facts: a site still showing one of them has not been set up. */
export const placeholderFacts = {
  phone: defaultSite.phoneDisplay,
  email: defaultSite.email,
  commercialRegistration: defaultSite.commercialRegistration,
  vatNumber: defaultSite.vatNumber,
} as const;

/** The unified national number every company has had since 3 April 2025: 10 digits starting with 7. */
export const isUnifiedNumber = (number: string): boolean => /^7\d{9}$/.test(number);

/** The plain-only path of the Riyadh expert profile, e.g. /khalid-alotaibi-riyadh. */
export const expertPath = (site: Pick<SiteConfig, 'expert'>) => `/${site.expert.slug}-riyadh`;
