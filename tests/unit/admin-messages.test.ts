// The admin's words (locales/{en,ar}/admin-messages.json): both languages have the same ids, apart
// from the UI messages; every text is valid ICU, with all six Arabic plural forms where a count is
// said; the Arabic admin holds no English that slipped in (only names, abbreviations, commands and
// parameter names stay Latin) and no Arabic-Indic digits; counts take the form their number needs;
// dates read in Riyadh time as each language writes them; every action the audit log records and
// every CSV column has its words; and the setup warnings the server really gives are recognized so
// they can be said in Arabic. The Arabic glossary is checked with the rest of the Arabic copy
// (arabic-glossary.test.ts reads this catalogue too).
import {
  isLiteralElement,
  isPluralElement,
  isSelectElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { auditActions } from '../../entities/AuditEvent.js';
import { csvHeaders } from '../../locales/admin-csv-headers.js';
import { adminSourceMessages, adminTranslator } from '../../locales/admin-messages.js';
import { sourceMessages } from '../../locales/messages.js';
import { readDeploymentWarning, warningInWords } from '../../pages/admin/frame/deployment-warning.js';
import { screenInLanguage } from '../../pages/admin/frame/screen-in-language.js';
import { saudiTime } from '../../pages/admin/shared/format.js';
import { tryAgainIn } from '../../pages/admin/sign-in/try-again-in.js';
import { parseConfig } from '../../server/config/config.js';
import { auditActionNames } from '../../site/audit-actions.js';
import { csvColumns } from '../../site/leads-csv.js';

const en = adminSourceMessages.en;
const ar = adminSourceMessages.ar;
const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** Every plural in a message's tree, nested ones included. */
function pluralsOf(elements: MessageFormatElement[]): Array<Record<string, unknown>> {
  return elements.flatMap((element) =>
    isPluralElement(element) || isSelectElement(element)
      ? [
          ...(isPluralElement(element) ? [element.options] : []),
          ...Object.values(element.options).flatMap((option) => pluralsOf(option.value)),
        ]
      : [],
  );
}

/** The message's own words: the text of every branch, without its arguments' values. */
function ownWords(elements: MessageFormatElement[]): string {
  return elements
    .map((element) =>
      isLiteralElement(element)
        ? element.value
        : isPluralElement(element) || isSelectElement(element)
          ? Object.values(element.options)
              .map((option) => ownWords(option.value))
              .join(' ')
          : ' ',
    )
    .join('');
}

const hasArguments = (elements: MessageFormatElement[]) => elements.some((element) => !isLiteralElement(element));

// Latin that Arabic copy may hold: product and language names, markup and protocol terms, the
// commands and configuration an operator types, and the parameter names a report lists.
const ALLOWED_WORDS = new Set(['Odoo', 'hreflang', 'h1', 'https', 'nginx', 'English', 'gclid', 'fbclid', 'msclkid']);
const ALLOWED_PHRASES = [
  'npm run admin',
  'Google Ads',
  'Microsoft Advertising',
  'Google Authenticator',
  'Microsoft Authenticator',
];
const isAbbreviationOrSetting = (word: string) => /^[A-Z][A-Z0-9_.-]*$/.test(word); // CSV, SEO, JSON-LD, SITE_URL, E.164
const isParameterName = (word: string) => /^[a-z]+(?:_[a-z]+)+$/.test(word); // utm_source

function latinWords(text: string): string[] {
  let rest = text.replace(/https?:\/\/\S*/g, ' ').replaceAll('\u00a0', ' ');
  for (const phrase of ALLOWED_PHRASES) rest = rest.replaceAll(phrase, ' ');
  return (rest.match(/[A-Za-z][A-Za-z0-9_.-]*/g) ?? [])
    .map((word) => word.replace(/[.-]+$/, ''))
    .filter((word) => !ALLOWED_WORDS.has(word) && !isAbbreviationOrSetting(word) && !isParameterName(word));
}

describe('the admin catalogue', () => {
  it('has the same ids in English and Arabic', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('keeps its ids apart from the UI messages, each under "admin."', () => {
    expect(Object.keys(en).filter((id) => !id.startsWith('admin.'))).toEqual([]);
    expect(Object.keys(sourceMessages.en).filter((id) => id.startsWith('admin.'))).toEqual([]);
  });

  it('has no empty text', () => {
    for (const [locale, messages] of Object.entries(adminSourceMessages))
      for (const [id, text] of Object.entries(messages)) expect(text.trim(), `${locale} ${id}`).not.toBe('');
  });

  it('is valid ICU, and a text without arguments says exactly what it holds (no swallowed apostrophe or brace)', () => {
    for (const [locale, messages] of Object.entries(adminSourceMessages)) {
      const say = adminTranslator(locale as 'en' | 'ar');
      for (const [id, text] of Object.entries(messages)) {
        const tree = parse(text);
        if (!hasArguments(tree)) expect(say(id as keyof typeof en), `${locale} ${id}`).toBe(text);
      }
    }
  });

  it('counts in Arabic with all six plural forms, and in English with one and other', () => {
    for (const [id, text] of Object.entries(ar))
      for (const forms of pluralsOf(parse(text)).filter((options) => 'one' in options))
        expect(
          Object.keys(forms)
            .filter((form) => !form.startsWith('='))
            .sort(),
          id,
        ).toEqual([...ARABIC_PLURAL_FORMS].sort());
    for (const [id, text] of Object.entries(en))
      for (const forms of pluralsOf(parse(text)).filter((options) => 'one' in options))
        expect(
          Object.keys(forms)
            .filter((form) => !form.startsWith('='))
            .sort(),
          id,
        ).toEqual(['one', 'other']);
  });

  it('is named by ids the typecheck knows', () => {
    const say = adminTranslator('en');
    // @ts-expect-error: 'admin.no-such-text' is not in the catalogue, so `npm run typecheck` refuses it.
    expect(say('admin.no-such-text')).toBe('admin.no-such-text');
    expect(say('admin.inbox.heading')).toBe('Leads');
  });
});

describe('the Arabic admin', () => {
  it('holds no English words, only names, abbreviations, commands and parameter names', () => {
    const slips = Object.entries(ar)
      .map(([id, text]) => ({ id, words: latinWords(ownWords(parse(text))) }))
      .filter(({ words }) => words.length > 0)
      .map(({ id, words }) => `${id}: ${words.join(' ')}`);
    expect(slips).toEqual([]);
  });

  it('writes no Arabic-Indic digits (the site writes Latin digits in Arabic)', () => {
    expect(Object.keys(ar).filter((id) => /[\u0660-\u0669\u06f0-\u06f9]/.test(ar[id as keyof typeof ar]))).toEqual([]);
  });

  it('counts with the Arabic plural form each number takes, in Latin digits', () => {
    const say = adminTranslator('ar');
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map((count) => say('admin.inbox.count', { count }))).toEqual([
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
    expect(say('admin.erasure.done', { count: 2 })).toBe('حُذف عميلان محتملان.');
    expect(say('admin.audit.repeats', { count: 2, since: 'أمس' })).toBe('(مرتان متتاليتان، أولاهما في أمس)');
    expect(say('admin.seo.chars', { count: 25 })).toBe('25 حرفًا');
    expect(say('admin.pipeline.countAtLeast', { count: 10000 })).toBe('أكثر من 10,000 عميل محتمل');
    expect(tryAgainIn(say, 2)).toBe('محاولات كثيرة متتالية. أعيدوا المحاولة بعد ثانيتين.');
    expect(tryAgainIn(say, 150)).toBe('محاولات كثيرة متتالية. أعيدوا المحاولة بعد 3 دقائق.');
  });
});

describe('English counts', () => {
  it('take one and other, the number as the admin has always shown it', () => {
    const say = adminTranslator('en');
    expect(say('admin.inbox.count', { count: 1 })).toBe('1 lead');
    expect(say('admin.inbox.count', { count: 2 })).toBe('2 leads');
    expect(say('admin.inbox.count', { count: 1234 })).toBe('1234 leads');
    expect(say('admin.pipeline.countAtLeast', { count: 10000 })).toBe('More than 10,000 leads');
    expect(say('admin.pipeline.pageNumber', { page: 2, pages: 0 })).toBe('Page 2');
    expect(say('admin.pipeline.pageNumber', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(say('admin.erasure.done', { count: 0 })).toBe('No lead matched; nothing was deleted.');
    expect(tryAgainIn(say, 30)).toBe('Too many attempts. Try again in 30 s.');
    expect(tryAgainIn(say, 61)).toBe('Too many attempts. Try again in 2 min.');
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
  it('has words in both languages for every action the server records', () => {
    expect([...auditActionNames].sort()).toEqual([...auditActions].sort());
    for (const messages of [en, ar])
      expect(auditActions.filter((action) => !(`admin.audit.actions.${action}` in messages))).toEqual([]);
  });
});

describe('the leads CSV', () => {
  it('heads every column in both languages', () => {
    for (const locale of ['en', 'ar'] as const) {
      const headers = csvHeaders(locale);
      expect(csvColumns.filter((column) => !headers[column] || headers[column].startsWith('admin.'))).toEqual([]);
    }
    expect(csvHeaders('ar').received).toBe(ar['admin.lead.fields.received']);
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
    {
      env: { NODE_ENV: 'production', SITE_URL: 'https://www.example.sa', TRUST_PROXY: '1' },
      kind: 'placeholder-profile',
      siteUrl: '',
    },
    {
      env: { NODE_ENV: 'development', COMPANY_CR: '2050000000' },
      kind: 'old-commercial-registration',
      siteUrl: '2050000000',
    },
  ] as const;

  it('are recognized from what the server says, so the Arabic screen can say them in Arabic', () => {
    for (const { env, kind, siteUrl } of cases) {
      const [said] = parseConfig({ ...base, ...env }).deploymentWarnings;
      const warning = readDeploymentWarning(said);
      expect(warning, said).toEqual({ kind, siteUrl, text: said });
      expect(warningInWords(adminTranslator('en'), warning)).toBe(said);
      expect(warningInWords(adminTranslator('ar'), warning)).toContain(siteUrl);
    }
  });

  it('are shown in the server’s words when not recognized', () => {
    const warning = readDeploymentWarning('Something new is wrong.');
    expect(warning.kind).toBeNull();
    expect(warningInWords(adminTranslator('ar'), warning)).toBe('Something new is wrong.');
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
