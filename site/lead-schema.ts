// One set of rules for the popup, the contact form, the landing form and the API,
// so a visitor sees the same message in the browser as the server would answer. Messages are
// react-intl ids (validation.*); each side turns them into words in the page's language.
// zod/mini: the same validation as zod with a fraction of the bytes in the browser bundle.
import * as z from 'zod/mini';
import { HONEYPOT_FIELD } from './honeypot.js';
import { isPathShaped } from './page-path.js';
import { attributionFromUntrusted, isOriginShaped } from './pipeline/attribution-of-visit.js';
import { REFERRER_ORIGIN_MAX, parameterFieldNames, type Attribution } from './pipeline/attribution.js';
import { singleLine, withPlainLineBreaks } from './visitor-text.js';

const decimalDigit = /\p{Nd}/gu;
const isDecimalDigit = (codePoint: number) => /^\p{Nd}$/u.test(String.fromCodePoint(codePoint));
/**
 * Phones typed on an Arabic keyboard arrive as ٠٥٠…, from a phone's fullwidth or another script's
 * keypad as ０５０… or ०५०…; store and validate them as Latin digits. Unicode lays out each script's
 * digits as runs of ten from zero, so a digit's value is its distance from the start of its run.
 */
export const toLatinDigits = (text: string) =>
  text.replace(decimalDigit, (digit) => {
    const codePoint = digit.codePointAt(0)!;
    let start = codePoint;
    while (isDecimalDigit(start - 1)) start--;
    return String((codePoint - start) % 10);
  });

/** A phone has at least this many digits: a Saudi mobile without its leading zero has nine. */
export const PHONE_MIN_DIGITS = 9;

// Every field but the message is one line: line breaks and controls typed or pasted into it (or
// sent by a script) become a space or go, so no value can begin a line of its own in the
// notification email, the webhook or a CRM. The message keeps its lines, each break written as LF.
const trimmed = (...checks: Array<z.core.$ZodCheck<string>>) =>
  z.string().check(z.overwrite(singleLine), z.trim(), ...checks);
const trimmedLines = (...checks: Array<z.core.$ZodCheck<string>>) =>
  z.string().check(z.overwrite(withPlainLineBreaks), z.trim(), ...checks);
const emailPattern = z.email();

const name = trimmed(z.minLength(2, 'validation.name.min'), z.maxLength(100, 'validation.name.max'));
const phone = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v: string) => singleLine(toLatinDigits(v)).trim()),
  ),
  z.string().check(
    z.maxLength(20, 'validation.phone'),
    z.regex(/^[0-9+\-\s()]+$/, 'validation.phone'),
    z.refine((v: string) => (v.match(/[0-9]/g)?.length ?? 0) >= PHONE_MIN_DIGITS, 'validation.phone'),
  ),
);
const optionalEmail = z.pipe(
  z.optional(
    trimmed(
      z.maxLength(254, 'validation.email'),
      z.refine((v: string) => v === '' || z.safeParse(emailPattern, v).success, 'validation.email'),
    ),
  ),
  z.transform((v: string | undefined) => (v ? v : undefined)),
);
const requiredEmail = trimmed(
  z.maxLength(254, 'validation.email'),
  z.refine((v: string) => z.safeParse(emailPattern, v).success, 'validation.email'),
);
const company = trimmed(z.maxLength(150, 'validation.company.max'));
const contactMessage = trimmedLines(
  z.minLength(10, 'validation.message.min'),
  z.maxLength(5000, 'validation.message.max'),
);

/** The lead popup's three fields: name, phone and an optional email. */
export const popupSchema = z.object({ name, email: optionalEmail, phone });
export type PopupInput = z.input<typeof popupSchema>;

/** The contact page's form: unlike the popup, it needs an email and a message of 10+ characters. */
export const contactFormSchema = z.object({
  name,
  email: requiredEmail,
  phone,
  company: z._default(company, ''),
  message: contactMessage,
  consent: z._default(z.boolean(), false),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** The short form on the ads landing page. */
export const landingFormSchema = z.object({ name, phone, email: optionalEmail, company: z._default(company, '') });

export const leadSources = ['popup', 'contact', 'landing', 'estimate'] as const;
export type LeadSource = (typeof leadSources)[number];

export const CONTACT_FORM_SERVICE = 'Contact Form';
export const LANDING_FORM_SERVICE = 'Ads Landing - Odoo Saudi Arabia';
export const ESTIMATE_FORM_SERVICE = 'Price estimate - Pricing page';

/** Which form a lead came from, told by its fixed service name. */
export function sourceOfService(service: string): LeadSource {
  if (service === CONTACT_FORM_SERVICE) return 'contact';
  if (service === LANDING_FORM_SERVICE) return 'landing';
  if (service === ESTIMATE_FORM_SERVICE) return 'estimate';
  return 'popup';
}

/** The trap field every lead form has (site/honeypot.ts). */
export { HONEYPOT_FIELD };

/** A person needs longer than this from seeing a form to sending it; a faster lead is stored as spam. */
export const MIN_FILL_MS = 3000;

const ATTRIBUTION_MESSAGE = 'Must be a text value of the visit, as the site records it';
const attributionValue = z.optional(z.nullable(z.string()));
/**
 * The visit's attribution as the browser recorded it (when the server could not set its cookie):
 * wrong types and a landing path or referrer that is not a path of this site or an origin are
 * refused; campaign values are cleaned and cut like the server's own (site/pipeline/).
 */
const attributionSchema = z.pipe(
  z.object({
    landingPath: z.optional(z.nullable(z.string().check(z.refine(isPathShaped, ATTRIBUTION_MESSAGE)))),
    referrerOrigin: z.optional(
      z.nullable(
        z.string().check(z.refine((v) => v.length <= REFERRER_ORIGIN_MAX && isOriginShaped(v), ATTRIBUTION_MESSAGE)),
      ),
    ),
    ...Object.fromEntries(parameterFieldNames.map((field) => [field, attributionValue])),
  }),
  z.transform((given): Attribution => attributionFromUntrusted(given)),
);

/** POST /api/contact-submissions. Contact-form leads also meet the contact form's rules. */
export const leadSubmissionSchema = z
  .object({
    name,
    phone,
    email: optionalEmail,
    company: z._default(company, ''),
    city: z._default(trimmed(z.maxLength(100, 'validation.city.max')), ''),
    service: trimmed(z.minLength(1, 'validation.service'), z.maxLength(150, 'validation.service')),
    message: trimmedLines(z.minLength(1, 'validation.message.min'), z.maxLength(5000, 'validation.message.max')),
    consent: z._default(z.boolean(), false),
    idempotencyKey: z.optional(
      trimmed(z.minLength(8, 'validation.idempotencyKey'), z.maxLength(100, 'validation.idempotencyKey')),
    ),
    locale: z._default(z.enum(['en', 'ar']), 'en'),
    // Where the visitor was: a path of this site as the browser's address bar has it, refused
    // otherwise (it becomes a link in the notification).
    pagePath: z.optional(z.string().check(z.refine(isPathShaped, 'validation.pagePath'))),
    // Which form sent the lead; callers that do not say are placed by the service they name.
    source: z.optional(z.enum(leadSources)),
    /** The honeypot: any text in it makes the lead spam (never a refusal a script could learn from). */
    [HONEYPOT_FIELD]: z.optional(z.string()),
    /** Milliseconds from the form being shown to being sent; missing or under MIN_FILL_MS is spam. */
    elapsedMs: z.optional(z.number()),
    attribution: z.optional(attributionSchema),
  })
  .check(
    z.superRefine((lead, ctx) => {
      if (lead.service !== CONTACT_FORM_SERVICE) return;
      if (!lead.email)
        ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.email', input: lead.email });
      if (lead.message.length < 10)
        ctx.addIssue({ code: 'custom', path: ['message'], message: 'validation.message.min', input: lead.message });
    }),
  );
export type LeadSubmission = z.output<typeof leadSubmissionSchema>;

/** The popup's fixed payload fields, in English so the inbox reads the same for every lead. */
export const POPUP_LEAD_FIELDS = {
  company: 'Website Lead',
  city: 'Saudi Arabia',
  service: 'WhatsApp Quote Request - Activity Popup',
  message: 'The visitor requested a free quote (with a discount of up to 5000 SAR) through the website popup.',
} as const;

/** The landing form's fixed fields; company stays what the visitor typed (or empty). */
export const LANDING_LEAD_FIELDS = {
  city: 'Saudi Arabia',
  service: LANDING_FORM_SERVICE,
  message: 'The visitor asked for a free consultation through the Odoo Saudi Arabia ads landing page.',
} as const;

/** The lead each form sends, from its parsed fields: its fixed fields and which form it was. */
export const leadOfPopup = ({ name, phone, email }: z.output<typeof popupSchema>) => ({
  name,
  phone,
  ...(email ? { email } : {}),
  ...POPUP_LEAD_FIELDS,
  source: 'popup' as const,
});
export const leadOfContactForm = (data: z.output<typeof contactFormSchema>) => ({
  ...data,
  city: '',
  service: CONTACT_FORM_SERVICE,
  source: 'contact' as const,
});
export const leadOfLandingForm = (data: z.output<typeof landingFormSchema>) => ({
  ...data,
  ...LANDING_LEAD_FIELDS,
  consent: false,
  source: 'landing' as const,
});

/** The popup's offer: a saving of up to this many SAR, held with the other prices. */
export { OFFER_SAR } from './implementation-prices.js';
