// The words for what a form stores as fixed English values: each form's service line, and the
// placeholders the consultation pop-up fills in for fields the visitor never sees (company, city).
// The admin screens and the CSV show these in the admin's language, and a placeholder as "no value",
// never as if the visitor had typed it; the WhatsApp greeting names the service in the lead's language.
import type { Locale } from '../languages.js';
import {
  CONTACT_FORM_SERVICE,
  ESTIMATE_FORM_SERVICE,
  LANDING_FORM_SERVICE,
  LANDING_LEAD_FIELDS,
  POPUP_LEAD_FIELDS,
} from '../lead-schema.js';

const serviceWords: Record<string, Record<Locale, string>> = {
  [CONTACT_FORM_SERVICE]: { en: 'a general enquiry (contact form)', ar: 'استفسار عام (نموذج التواصل)' },
  [LANDING_FORM_SERVICE]: {
    en: 'a free Odoo consultation (ads landing page)',
    ar: 'استشارة مجانية في Odoo (صفحة الهبوط الإعلانية)',
  },
  [ESTIMATE_FORM_SERVICE]: { en: 'a price estimate (pricing page)', ar: 'تقدير سعر (صفحة الأسعار)' },
  [POPUP_LEAD_FIELDS.service]: {
    en: 'a free quote, via the consultation pop-up',
    ar: 'عرض سعر مجاني، عبر النافذة المنبثقة للاستشارة',
  },
};

/** What the lead asked about, in words of `locale`; a service no form fixes is shown as stored. */
export const serviceInWords = (service: string, locale: Locale): string => serviceWords[service]?.[locale] ?? service;

/** Per form (known by its fixed service line), the fields it fills in itself. */
const placeholders: Record<string, Partial<Record<'company' | 'city', string>>> = {
  [POPUP_LEAD_FIELDS.service]: { company: POPUP_LEAD_FIELDS.company, city: POPUP_LEAD_FIELDS.city },
  [LANDING_FORM_SERVICE]: { city: LANDING_LEAD_FIELDS.city },
};

/** The company or city as the visitor typed it, or '' where the lead's form filled in its own placeholder. */
export const typedByVisitor = (lead: { service: string; company: string; city: string }, field: 'company' | 'city') =>
  placeholders[lead.service]?.[field] === lead[field] ? '' : lead[field];
