// The admin's words: the Arabic admin holds no English that slipped in (only names, abbreviations,
// commands and parameter names stay Latin), counts take the Arabic plural form their number needs,
// dates read in Riyadh time as each language writes them, every action the audit log records has a
// label, and the setup warnings the server really gives are recognized so they can be said in Arabic.
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../entities/AuditEvent.js';
import { auditCopies } from '../../locales/admin/audit.js';
import { erasureCopies } from '../../locales/admin/erasure.js';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { seoCopies } from '../../locales/admin/seo.js';
import { warningsCopies } from '../../locales/admin/warnings.js';
import { readDeploymentWarning } from '../../pages/admin/frame/deployment-warning.js';
import { saudiTime } from '../../pages/admin/shared/format.js';
import { screenInLanguage } from '../../pages/admin/frame/screen-in-language.js';
import { parseConfig } from '../../server/config/config.js';
import type { DeploymentWarning } from '../../site/admin-copy/warnings.js';

const arabicSections = import.meta.glob<Record<string, unknown>>('../../locales/ar/admin/*.ts', { eager: true });

// Arguments to call the copy's functions with. Strings are Arabic or are taken out of the result
// again, so only the copy's own words are judged.
const NUMBERS = [0, 1, 2, 3, 10, 11, 99, 100, 101, 102, 103];
const STRINGS = ['فلان', 'q', 'from', 'to', 'email', 'phone'];
const WARNINGS: DeploymentWarning[] = [
  { kind: 'site-url-missing', siteUrl: 'http://localhost:3000', text: 'نص الخادم' },
  { kind: 'site-url-not-https', siteUrl: 'http://site.test', text: 'نص الخادم' },
  { kind: 'https-without-trusted-proxy', siteUrl: 'https://site.test', text: 'نص الخادم' },
  { kind: null, siteUrl: '', text: 'نص الخادم' },
];
const argumentSets: unknown[][] = [
  ...NUMBERS.map((n) => [n, n, n]),
  ...STRINGS.map((s) => [s, s]),
  ...WARNINGS.map((w) => [w]),
];

/** Every text a copy can show: its strings, and what its functions give for each argument set. */
function textsOf(value: unknown, path: string): Array<{ path: string; text: string }> {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') {
    const texts: Array<{ path: string; text: string }> = [];
    for (const args of argumentSets) {
      let result: unknown;
      try {
        result = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue; // arguments of another shape than this function takes
      }
      // A function given arguments of another shape than it takes says so in its result.
      if (typeof result !== 'string' || /\[object Object\]|undefined|NaN/.test(result)) continue;
      const own = args.reduce<string>(
        (text, arg) => (typeof arg === 'string' ? text.replaceAll(arg, '') : text),
        result,
      );
      texts.push({ path: `${path}(${args.map((a) => JSON.stringify(a)).join(', ')})`, text: own });
    }
    expect(texts.length, `${path} gives no text for any argument`).toBeGreaterThan(0);
    return texts;
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, `${path}.${key}`));
  return [];
}

// Latin that Arabic copy may hold: product and language names, markup and protocol terms, the
// commands and configuration an operator types, and the parameter names a report lists.
const ALLOWED_WORDS = new Set(['Odoo', 'hreflang', 'h1', 'https', 'nginx', 'English', 'gclid', 'fbclid', 'msclkid']);
const ALLOWED_PHRASES = ['npm run admin'];
const isAbbreviationOrSetting = (word: string) => /^[A-Z][A-Z0-9_.-]*$/.test(word); // CSV, SEO, JSON-LD, SITE_URL, E.164
const isParameterName = (word: string) => /^[a-z]+(?:_[a-z]+)+$/.test(word); // utm_source

function latinWords(text: string): string[] {
  let rest = text.replace(/https?:\/\/\S*/g, ' ').replaceAll('\u00a0', ' ');
  for (const phrase of ALLOWED_PHRASES) rest = rest.replaceAll(phrase, ' ');
  return (rest.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [])
    .map((word) => word.replace(/[.-]+$/, ''))
    .filter((word) => !ALLOWED_WORDS.has(word) && !isAbbreviationOrSetting(word) && !isParameterName(word));
}

describe('the Arabic admin copy', () => {
  it('has every section the English one has', () => {
    expect(Object.keys(arabicSections).length).toBeGreaterThanOrEqual(9);
  });

  it('holds no English words, only names, abbreviations, commands and parameter names', () => {
    const slips = Object.entries(arabicSections).flatMap(([file, exports]) =>
      textsOf(exports, file.replace(/^.*\//, ''))
        .map(({ path, text }) => ({ path, words: latinWords(text) }))
        .filter(({ words }) => words.length > 0)
        .map(({ path, words }) => `${path}: ${words.join(' ')}`),
    );
    expect(slips).toEqual([]);
  });

  it('writes no Arabic-Indic digits (the site writes Latin digits in Arabic)', () => {
    const texts = Object.entries(arabicSections).flatMap(([file, exports]) => textsOf(exports, file));
    expect(texts.filter(({ text }) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text)).map(({ path }) => path)).toEqual([]);
  });

  it('counts with the Arabic plural form each number takes', () => {
    const count = inboxCopies.ar.count;
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map(count)).toEqual([
      'لا يوجد عملاء محتملون',
      'عميل محتمل واحد',
      'عميلان محتملان',
      '3 عملاء محتملين',
      '10 عملاء محتملين',
      '11 عميلًا محتملًا',
      '99 عميلًا محتملًا',
      '100 عميل محتمل',
      '102 عميل محتمل',
      '103 عملاء محتملين',
    ]);
    expect(erasureCopies.ar.done(2)).toBe('حُذف عميلان محتملان.');
    expect(auditCopies.ar.repeats(2, 'أمس')).toBe('(مرتان متتاليتان، أولاهما في أمس)');
    expect(seoCopies.ar.chars(25)).toBe('25 حرفًا');
    expect(inboxCopies.en.count(1)).toBe('1 lead');
    expect(inboxCopies.en.count(2)).toBe('2 leads');
  });
});

describe('admin dates', () => {
  it('are Riyadh time, day first in English and Gregorian with Latin digits in Arabic', () => {
    // 22:05 UTC is 01:05 the next day in Riyadh.
    expect(saudiTime('2025-12-03T22:05:00Z', 'en')).toBe('4 Dec 2025, 01:05');
    expect(saudiTime('2025-12-03T22:05:00Z', 'ar')).toBe('4 ديسمبر 2025 في 1:05 ص');
  });
});

describe('the audit log', () => {
  it('has a label in both languages for every action the server records', () => {
    for (const locale of ['en', 'ar'] as const) {
      const labels = auditCopies[locale].actions as Record<string, string>;
      expect(
        auditActions.filter((action) => !labels[action]),
        locale,
      ).toEqual([]);
    }
  });
});

describe('deployment warnings', () => {
  const base = { SESSION_SECRET: 'test-secret-that-is-long-enough-for-the-schema', DATABASE_URL: 'sqlite::memory:' };
  const cases = [
    { env: { NODE_ENV: 'production', PORT: '3000' }, kind: 'site-url-missing', siteUrl: 'http://localhost:3000' },
    {
      env: { NODE_ENV: 'production', SITE_URL: 'http://www.example.sa' },
      kind: 'site-url-not-https',
      siteUrl: 'http://www.example.sa',
    },
    {
      env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.sa' },
      kind: 'https-without-trusted-proxy',
      siteUrl: 'https://www.example.sa',
    },
  ] as const;

  it('are recognized from what the server says, so the Arabic screen can say them in Arabic', () => {
    for (const { env, kind, siteUrl } of cases) {
      const [said] = parseConfig({ ...base, ...env }).deploymentWarnings;
      const warning = readDeploymentWarning(said);
      expect(warning, said).toEqual({ kind, siteUrl, text: said });
      expect(warningsCopies.en.detail(warning)).toBe(said);
      expect(warningsCopies.ar.detail(warning)).toContain(siteUrl);
    }
  });

  it('are shown in the server’s words when not recognized', () => {
    const warning = readDeploymentWarning('Something new is wrong.');
    expect(warning.kind).toBeNull();
    expect(warningsCopies.ar.detail(warning)).toBe('Something new is wrong.');
  });
});

describe('the language switch', () => {
  it('keeps the address’s query, asking for English only where no account remembers it', () => {
    expect(screenInLanguage('/admin', '?lead=12', 'ar', { askForEnglish: true })).toBe('/ar/admin?lead=12');
    expect(screenInLanguage('/admin', '?lead=12', 'en', { askForEnglish: true })).toBe('/admin?lead=12&lang=en');
    expect(screenInLanguage('/schema-validation', '?lang=en', 'ar', { askForEnglish: false })).toBe(
      '/ar/schema-validation',
    );
    expect(screenInLanguage('/admin', '', 'en', { askForEnglish: false })).toBe('/admin');
  });
});
