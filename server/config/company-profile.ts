// The company profile the site runs with: the fictional defaults (site/profile.ts), then a profile
// file (COMPANY_PROFILE, JSON, every key optional), then single environment variables. Everything is
// validated at start; a bad value stops the server with a message naming it. A company that renames
// the site without giving its own social accounts, byline or registration numbers gets none of the
// default brand's: no links, a byline made from its name, no numbers.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { defaultSite, isUnifiedNumber, placeholderFacts, type SiteConfig } from '../../site/profile.js';

type Profile = Omit<SiteConfig, 'siteUrl' | 'leadRetentionDays' | 'gaMeasurementId'> & {
  gaMeasurementId: string | null;
};

const localized = z.object({ en: z.string().trim().min(1), ar: z.string().trim().min(1) }).strict();
export const phoneNumber = z
  .string()
  .regex(/^\+[0-9 ]{8,20}$/, 'must be an international number such as +966 50 000 0000');
// The unified national number (7 and nine digits) since 3 April 2025; an older branch-format number
// still passes, and is warned about at start (profileWarnings).
export const commercialRegistration = z
  .string()
  .regex(/^\d{10}$/, 'must be the 10-digit unified national number, starting with 7');
export const vatNumber = z.string().regex(/^3\d{13}3$/, 'must be the 15-digit VAT number, starting and ending with 3');
export const gaMeasurementId = z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX');
export const partnerDirectoryUrl = z.url({
  protocol: /^https$/,
  hostname: /^(www\.)?odoo\.com$/,
  error: "must be the company's https://www.odoo.com/partners/… page",
});
export const certifiedConsultants = z.coerce.number().int().min(0).max(1000);
export const odooVersion = z.coerce.number().int().min(17).max(40);

const profileFileSchema = z
  .object({
    name: localized,
    legalName: localized,
    phone: phoneNumber,
    whatsapp: phoneNumber,
    email: z.email(),
    address: localized,
    postalAddress: z
      .object({
        buildingNumber: z
          .string()
          .regex(/^\d{4}$/, 'must be the 4-digit building number')
          .optional(),
        street: localized,
        district: localized.optional(),
        locality: localized,
        region: localized,
        postalCode: z.string().regex(/^\d{5}$/),
        additionalNumber: z
          .string()
          .regex(/^\d{4}$/, 'must be the 4-digit additional number')
          .optional(),
        country: z.string().length(2),
      })
      .strict(),
    office: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        days: z.array(z.enum(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'])).min(1),
        opens: z.string().regex(/^\d\d:\d\d$/),
        closes: z.string().regex(/^\d\d:\d\d$/),
      })
      .strict(),
    social: z.array(
      z
        .object({
          network: z.enum(['facebook', 'x', 'linkedin', 'instagram', 'youtube', 'quora']),
          url: z.url({ protocol: /^https$/ }),
        })
        .strict(),
    ),
    slogan: localized,
    blogAuthor: localized,
    expert: z.object({ name: localized }).strict(),
    commercialRegistration,
    vatNumber,
    gaMeasurementId,
    partner: z.object({ directoryUrl: partnerDirectoryUrl, certifiedConsultants }).strict(),
    terms: z
      .object({
        supportResponse: z
          .array(
            z
              .object({
                priority: z.enum(['critical', 'high', 'normal']),
                within: z.number().int().min(1).max(240),
                unit: z.enum(['hours', 'days']),
              })
              .strict(),
          )
          .min(1),
        paymentMilestones: z
          .array(z.object({ percent: z.number().int().min(1).max(100), when: localized }).strict())
          .min(1)
          .refine((milestones) => milestones.reduce((sum, m) => sum + m.percent, 0) === 100, 'must add up to 100%'),
        hosting: localized,
      })
      .strict(),
    odooVersion,
  })
  .partial()
  .strict();

export type ProfileFile = z.infer<typeof profileFileSchema>;

/** The environment variables that set single facts (validated with the rest of the config). */
export interface ProfileEnv {
  COMPANY_PROFILE?: string;
  COMPANY_NAME?: string;
  COMPANY_NAME_AR?: string;
  COMPANY_LEGAL_NAME?: string;
  COMPANY_LEGAL_NAME_AR?: string;
  COMPANY_PHONE?: string;
  COMPANY_WHATSAPP?: string;
  COMPANY_EMAIL?: string;
  COMPANY_ADDRESS?: string;
  COMPANY_ADDRESS_AR?: string;
  COMPANY_CR?: string;
  COMPANY_VAT?: string;
  COMPANY_PARTNER_URL?: string;
  COMPANY_CERTIFIED_CONSULTANTS?: number;
  COMPANY_ODOO_VERSION?: number;
  EXPERT_NAME?: string;
  EXPERT_NAME_AR?: string;
  GA_MEASUREMENT_ID?: string;
}

export class ProfileError extends Error {}

export function readProfileFile(path: string): ProfileFile {
  if (!existsSync(path)) throw new ProfileError(`Invalid configuration:\n  COMPANY_PROFILE: no file at ${path}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new ProfileError(
      `Invalid configuration:\n  COMPANY_PROFILE: ${path} is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const parsed = profileFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ProfileError(
      `Invalid configuration in ${path}:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`).join('\n')}`,
    );
  }
  return parsed.data;
}

const digitsOf = (number: string) => number.replace(/\D/g, '');

// "Khalid Al-Otaibi" -> "khalid-al-otaibi": the expert page lives at /{slug}-riyadh.
export const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'expert';

// An address given as one line: its first part is the street; the postal code is not guessed.
function postalAddressFrom(en: string, ar: string): Profile['postalAddress'] {
  const street = (line: string) => line.split(/[،,]/)[0].trim();
  return { ...defaultSite.postalAddress, street: { en: street(en), ar: street(ar) }, postalCode: '' };
}

export function companyProfile(env: ProfileEnv): Profile {
  const file = env.COMPANY_PROFILE ? readProfileFile(env.COMPANY_PROFILE) : {};
  const name = {
    en: env.COMPANY_NAME ?? file.name?.en ?? defaultSite.name.en,
    ar: env.COMPANY_NAME_AR ?? file.name?.ar ?? env.COMPANY_NAME ?? defaultSite.name.ar,
  };
  const renamed = name.en !== defaultSite.name.en || name.ar !== defaultSite.name.ar;
  // What only the default brand has: kept while the site carries its name, never for another company.
  const ownOrNothing = <T>(own: T | undefined, fallback: T, nothing: T): T => own ?? (renamed ? nothing : fallback);
  const phoneDisplay = env.COMPANY_PHONE ?? file.phone ?? defaultSite.phoneDisplay;
  const expertEn = env.EXPERT_NAME ?? file.expert?.name.en ?? defaultSite.expert.name.en;
  return {
    ...defaultSite,
    name,
    legalName: {
      en: env.COMPANY_LEGAL_NAME ?? file.legalName?.en ?? (renamed ? name.en : defaultSite.legalName.en),
      ar:
        env.COMPANY_LEGAL_NAME_AR ??
        file.legalName?.ar ??
        env.COMPANY_LEGAL_NAME ??
        (renamed ? name.ar : defaultSite.legalName.ar),
    },
    phoneDisplay,
    phoneDigits: digitsOf(phoneDisplay),
    chatDigits: digitsOf(env.COMPANY_WHATSAPP ?? file.whatsapp ?? phoneDisplay),
    email: env.COMPANY_EMAIL ?? file.email ?? defaultSite.email,
    address: {
      en: env.COMPANY_ADDRESS ?? file.address?.en ?? defaultSite.address.en,
      ar: env.COMPANY_ADDRESS_AR ?? file.address?.ar ?? env.COMPANY_ADDRESS ?? defaultSite.address.ar,
    },
    postalAddress:
      file.postalAddress ??
      (env.COMPANY_ADDRESS
        ? postalAddressFrom(env.COMPANY_ADDRESS, env.COMPANY_ADDRESS_AR ?? env.COMPANY_ADDRESS)
        : defaultSite.postalAddress),
    office: file.office ?? defaultSite.office,
    social: ownOrNothing(file.social, defaultSite.social, []),
    slogan: file.slogan ?? defaultSite.slogan,
    blogAuthor: ownOrNothing(file.blogAuthor, defaultSite.blogAuthor, {
      en: `${name.en} Consulting Team`,
      ar: `فريق استشارات ${name.ar}`,
    }),
    expert: {
      name: {
        en: expertEn,
        ar: env.EXPERT_NAME_AR ?? file.expert?.name.ar ?? (env.EXPERT_NAME ? expertEn : defaultSite.expert.name.ar),
      },
      slug: slugify(expertEn),
    },
    commercialRegistration:
      env.COMPANY_CR ?? ownOrNothing(file.commercialRegistration, defaultSite.commercialRegistration, null),
    vatNumber: env.COMPANY_VAT ?? ownOrNothing(file.vatNumber, defaultSite.vatNumber, null),
    gaMeasurementId: env.GA_MEASUREMENT_ID ?? file.gaMeasurementId ?? null,
    partner: partnerFrom(env, file, ownOrNothing(file.partner, defaultSite.partner, null)),
    terms: ownOrNothing(file.terms, defaultSite.terms, null),
    odooVersion: env.COMPANY_ODOO_VERSION ?? file.odooVersion ?? defaultSite.odooVersion,
  };
}

// The partner page and the count go together: either variable completes what the file gives.
function partnerFrom(env: ProfileEnv, file: ProfileFile, partner: Profile['partner']): Profile['partner'] {
  const directoryUrl = env.COMPANY_PARTNER_URL ?? partner?.directoryUrl;
  const certified = env.COMPANY_CERTIFIED_CONSULTANTS ?? partner?.certifiedConsultants;
  if (directoryUrl === undefined || certified === undefined) return partner;
  return { directoryUrl, certifiedConsultants: certified };
}

/**
 * What the profile still gets wrong, said at start and on the admin screens: the fictional company's
 * contact details on a production site (every page shows them), and a commercial registration in
 * the form branches had before the unified number.
 */
export function profileWarnings(
  site: Pick<SiteConfig, 'phoneDisplay' | 'email' | 'commercialRegistration' | 'vatNumber'>,
  production: boolean,
): string[] {
  const warnings: string[] = [];
  const placeholders = [
    site.phoneDisplay === placeholderFacts.phone ? `phone ${site.phoneDisplay}` : null,
    site.email === placeholderFacts.email ? `email ${site.email}` : null,
    site.commercialRegistration === placeholderFacts.commercialRegistration
      ? `commercial registration ${site.commercialRegistration}`
      : null,
    site.vatNumber === placeholderFacts.vatNumber ? `VAT number ${site.vatNumber}` : null,
  ].filter((fact): fact is string => fact !== null);
  if (production && placeholders.length)
    warnings.push(
      `The company profile still has placeholder details (${placeholders.join(', ')}), shown on every page. Give the company's own in COMPANY_PROFILE or the COMPANY_* variables and restart.`,
    );
  if (site.commercialRegistration && !isUnifiedNumber(site.commercialRegistration))
    warnings.push(
      `The commercial registration ${site.commercialRegistration} is in the old form: since 3 April 2025 a company has one unified number, 10 digits starting with 7. Give it in COMPANY_CR or commercialRegistration and restart.`,
    );
  return warnings;
}
