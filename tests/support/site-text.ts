// Every word the site shows in one language, as (where, text) pairs: each string of every page copy
// module (as rendered, so words built from site/ data are read as a visitor sees them), each UI
// message, and each line of each blog article. For tests that look for a fact wherever it is said.
import { readdirSync, readFileSync } from 'node:fs';
import { copyFor, type CopyFamily } from '../../locales/copy.js';
import arMessages from '../../locales/ar/messages.json';
import enMessages from '../../locales/en/messages.json';
import type { Locale } from '../../site/languages.js';

export interface SiteText {
  /** The copy module and key path, messages.json#id, or the article file and line. */
  where: string;
  text: string;
}

const families: CopyFamily[] = [
  'about',
  'ai-solutions',
  'cities-main',
  'cities-services',
  'clients',
  'downloads',
  'expert',
  'implementations',
  'industries',
  'locations',
  'odoo-saudi-arabia',
  'offer-terms',
  'pricing',
  'privacy',
  'resources',
  'services',
  'training-materials',
  'web-apps',
];

function stringsOf(value: unknown, where: string, out: SiteText[]): void {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) stringsOf(v, `${where}.${key}`, out);
}

/** The strings of the page copy modules, by module and key path. */
export function copyTexts(locale: Locale): SiteText[] {
  const out: SiteText[] = [];
  for (const family of families) stringsOf(copyFor(family, locale), `locales/${locale}/${family}.ts`, out);
  return out;
}

/** The lines of the blog articles, front matter included. */
export function articleTexts(locale: Locale): SiteText[] {
  const dir = `locales/${locale}/blog`;
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      readFileSync(`${dir}/${file}`, 'utf8')
        .split('\n')
        .map((text, i) => ({ where: `${dir}/${file}:${i + 1}`, text })),
    );
}

export function messageTexts(locale: Locale): SiteText[] {
  const messages: Record<string, string> = locale === 'ar' ? arMessages : enMessages;
  return Object.entries(messages).map(([id, text]) => ({ where: `locales/${locale}/messages.json#${id}`, text }));
}

export const siteTexts = (locale: Locale): SiteText[] => [
  ...copyTexts(locale),
  ...messageTexts(locale),
  ...articleTexts(locale),
];
