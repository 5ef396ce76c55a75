// The company profile the site runs with: the fictional defaults (site/profile.ts), then a profile
// file (COMPANY_PROFILE, JSON, every key optional), then single environment variables. Everything is
// validated at start; a bad value stops the server with a message naming it. A company that renames
// the site without giving its own social accounts, byline or registration numbers gets none of the
// default brand's: no links, a byline made from its name, no numbers.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { defaultSite, type SiteConfig } from '../../site/profile.js';

type Profile = Omit<SiteConfig, 'siteUrl' | 'leadRetentionDays' | 'gaMeasurementId'> & {
  gaMeasurementId: string | null;
};

const localized = z.object({ en: z.string().trim().min(1), ar: z.string().trim().min(1) }).strict();
export const phoneNumber = z
  .string()
  .regex(/^\+[0-9 ]{8,20}$/, 'must be an international number such as +966 50 000 0000');
export const commercialRegistration = z
  .string()
  .regex(/^\d{10}$/, 'must be the 10-digit commercial registration number');
export const vatNumber = z.string().regex(/^3\d{13}3$/, 'must be the 15-digit VAT number, starting and ending with 3');
export const gaMeasurementId = z.string().regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX');

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
        street: localized,
        locality: localized,
        region: localized,
        postalCode: z.string().regex(/^\d{5}$/),
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
  };
}
