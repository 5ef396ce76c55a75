// The conversion action each ad platform's import files name, set by an owner in the admin: the
// import matches rows to an action by this exact name (created in Google Ads or Microsoft Advertising
// first, as an "import from clicks" / offline conversion goal).
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { SiteSetting, type ConversionFormat } from '../../../entities/index.js';

export const conversionFormats = ['google', 'microsoft'] as const satisfies readonly ConversionFormat[];

const settingOf = (format: ConversionFormat) => `conversion-name.${format}`;

/** A name an import can match and a spreadsheet never reads as a formula. */
export const conversionName = z
  .string({ error: 'Write the conversion name as it is in the ad platform' })
  .trim()
  .min(1, 'Write the conversion name as it is in the ad platform')
  .max(100, 'The conversion name is at most 100 characters')
  .refine((name) => !/[\p{Cc}]/u.test(name), 'The conversion name is one line of text')
  .refine((name) => !/^[=+\-@]/.test(name), 'The conversion name cannot start with =, +, - or @');

export type ConversionNames = Record<ConversionFormat, string | null>;

export async function conversionNames(db: DataSource): Promise<ConversionNames> {
  const rows = await db.getRepository(SiteSetting).findBy(conversionFormats.map((f) => ({ name: settingOf(f) })));
  const valueOf = (format: ConversionFormat) => rows.find((r) => r.name === settingOf(format))?.value ?? null;
  return { google: valueOf('google'), microsoft: valueOf('microsoft') };
}

export async function setConversionName(db: DataSource, format: ConversionFormat, name: string): Promise<void> {
  await db.getRepository(SiteSetting).upsert({ name: settingOf(format), value: name }, ['name']);
}
