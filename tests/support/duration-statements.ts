// Finds every implementation duration the site states ("8 to 14 weeks", «من شهرين إلى 4 أشهر»,
// "between 8 weeks and 9 months", "9 months or more") and tells which scope of
// site/implementation-durations.ts the words around it describe, so a test can hold each to the table.
import type { DurationUnit, ImplementationScope } from '../../site/implementation-durations.js';
import type { Locale } from '../../site/languages.js';
import type { SiteText } from './site-text.js';

export interface StatedRange {
  from: number;
  /** Set when the lower bound has its own unit ("8 weeks to 9 months"). */
  fromUnit?: DurationUnit;
  /** null: "or more". */
  to: number | null;
  unit: DurationUnit;
}

/** What a stated duration is about: one scope, or the span of the case studies' first phases, or
 * the span of Odoo projects (a comparison table's Odoo column). */
export type StatedScope = ImplementationScope | 'case-studies' | 'odoo-span';

export interface DurationStatement {
  where: string;
  text: string;
  range: StatedRange;
  scope: StatedScope;
}

const englishNumbers: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
};
const arabicNumbers: Record<string, number> = {
  'اثني عشر': 12,
  'اثنا عشر': 12,
  'أحد عشر': 11,
  ثلاثة: 3,
  ثلاث: 3,
  أربعة: 4,
  أربع: 4,
  خمسة: 5,
  خمس: 5,
  ستة: 6,
  ست: 6,
  سبعة: 7,
  سبع: 7,
  ثمانية: 8,
  ثماني: 8,
  تسعة: 9,
  تسع: 9,
  عشرة: 10,
  عشر: 10,
};
// A dual or a lone noun is a count with its unit: «شهرين» is 2 months, «أسبوع» 1 week.
const arabicCountNouns: Record<string, [number, DurationUnit]> = {
  أسبوعين: [2, 'weeks'],
  أسبوعان: [2, 'weeks'],
  شهرين: [2, 'months'],
  شهران: [2, 'months'],
  أسبوع: [1, 'weeks'],
  شهر: [1, 'months'],
};

const EN_NUM = `(\\d+|${Object.keys(englishNumbers).join('|')})`;
const EN_UNIT = '(weeks?|months?)';
const englishRange = new RegExp(
  `\\b${EN_NUM}(?:\\s+${EN_UNIT})?\\s*(?:to|–|-|and)\\s*${EN_NUM}\\s+${EN_UNIT}\\b`,
  'gi',
);
const englishOrMore = new RegExp(`\\b${EN_NUM}\\s+${EN_UNIT}\\s+or more\\b`, 'gi');

const AR_NUM = `(\\d+|${Object.keys(arabicNumbers).join('|')})`;
const AR_NOUN = `(${Object.keys(arabicCountNouns).join('|')})`;
const AR_UNIT = '(أسابيع|أسبوعًا|أسبوعا|أشهر|شهرًا|شهرا|شهور)';
const arabicRange = new RegExp(
  `(?<!\\p{L})[وبل]?(?:${AR_NUM}(?:\\s+${AR_UNIT})?|${AR_NOUN})\\s+(?:إلى\\s+|و)(?:${AR_NUM}\\s+${AR_UNIT}|${AR_NOUN})(?!\\p{L})`,
  'gu',
);
const arabicOrMore = new RegExp(`(?<!\\p{L})${AR_NUM}\\s+${AR_UNIT}\\s+(?:فأكثر|أو أكثر)`, 'gu');

const unitOf = (word: string): DurationUnit => (/week|أسب|أسا/i.test(word) ? 'weeks' : 'months');
const englishNumber = (word: string) => Number(word) || englishNumbers[word.toLowerCase()];
const arabicNumber = (word: string) => Number(word) || arabicNumbers[word];

interface Found {
  start: number;
  end: number;
  range: StatedRange;
}

function rangesIn(text: string, locale: Locale): Found[] {
  const found: Found[] = [];
  if (locale === 'en') {
    for (const m of text.matchAll(englishRange)) {
      const [, from, fromUnit, to, unit] = m;
      const range: StatedRange = { from: englishNumber(from), to: englishNumber(to), unit: unitOf(unit) };
      if (fromUnit) range.fromUnit = unitOf(fromUnit);
      found.push({ start: m.index, end: m.index + m[0].length, range });
    }
    for (const m of text.matchAll(englishOrMore))
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        range: { from: englishNumber(m[1]), to: null, unit: unitOf(m[2]) },
      });
  } else {
    for (const m of text.matchAll(arabicRange)) {
      const [, fromNumber, fromUnit, fromNoun, toNumber, toUnit, toNoun] = m;
      const [to, unit] = toNoun ? arabicCountNouns[toNoun] : [arabicNumber(toNumber), unitOf(toUnit)];
      const range: StatedRange = { from: 0, to, unit };
      if (fromNoun) [range.from, range.fromUnit] = arabicCountNouns[fromNoun];
      else {
        range.from = arabicNumber(fromNumber);
        if (fromUnit) range.fromUnit = unitOf(fromUnit);
      }
      if (range.fromUnit === unit) delete range.fromUnit;
      found.push({ start: m.index, end: m.index + m[0].length, range });
    }
    for (const m of text.matchAll(arabicOrMore))
      found.push({
        start: m.index,
        end: m.index + m[0].length,
        range: { from: arabicNumber(m[1]), to: null, unit: unitOf(m[2]) },
      });
  }
  for (const f of found) if (f.range.fromUnit === f.range.unit) delete f.range.fromUnit;
  // An "or more" inside a range ("9 to 24 months or more") is that range's, not a second one.
  return found
    .filter(
      (f) => !found.some((g) => g !== f && g.start <= f.start && g.end >= f.end && g.end - g.start > f.end - f.start),
    )
    .sort((a, b) => a.start - b.start);
}

type Rule = [StatedScope, Record<Locale, RegExp>];

/** Sentences about something else than an implementation's length. */
const notAnImplementation: Record<Locale, RegExp> = {
  en: /upgrad|connector|integration (?:takes|project)|pilot|sprint|cycles?\b|workshop|roadmap|consultation|departments|first release|use case|phase 2|wave/i,
  ar: /ترقية|الترقية|وحدة ربط|تجريبي|دورات|ورش|ورشة|خارطة الطريق|الاستشارة|إدارات|الإصدار الأول|حالة الاستخدام|المرحلة الثانية|موجة/,
};

/** The scope the words around a range describe, first rule first. */
const rules: Rule[] = [
  ['case-studies', { en: /these examples/i, ar: /هذه الأمثلة/ }],
  ['group', { en: /\blarge\b/i, ar: /كبير/ }],
  ['rental', { en: /rental/i, ar: /تأجير/ }],
  ['contracting', { en: /contractor|contracting/i, ar: /مقاول/ }],
  ['manufacturing', { en: /\bplant\b|\bBoMs\b/i, ar: /مصنع واحد|قوائم المواد/ }],
  ['hrPayroll', { en: /\bpayroll for\b/i, ar: /الموارد البشرية والرواتب/ }],
  ['fleet', { en: /\bfleet\b|vehicles/i, ar: /الأسطول|المركبات/ }],
  [
    'extended',
    {
      en: /multi-company|several companies|several entities|mid-size|\bgroups?\b/i,
      ar: /متعددة الشركات|متعدد الشركات|متوسط|المجموعات/,
    },
  ],
  [
    'focused',
    {
      en: /one company|single company|one (?:legal )?entity|\bcore\b|focused|lean scope|small project|^small$/i,
      ar: /شركة واحدة|منشأة واحدة|الشركة الواحدة|كيان واحد|أساسية|الأساسية|نطاق محدود|الصغير|^صغير$/,
    },
  ],
];

/** A table row's scope comes from its first cell alone, and only for these rows. */
const tableRules: Rule[] = [
  ['odoo-span', { en: /^Implementation time/, ar: /^مدة التنفيذ/ }],
  ['focused', { en: /^Small$/, ar: /^صغير$/ }],
  ['extended', { en: /^Mid-size$/, ar: /^متوسط$/ }],
  ['group', { en: /^Large group$/, ar: /^مجموعة كبيرة$/ }],
];

const scopeOf = (text: string, locale: Locale, list: Rule[]) =>
  list.find(([, pattern]) => pattern[locale].test(text.trim()))?.[0];

const clauseBreak: Record<Locale, RegExp> = { en: /[,;:]\s+|\s+and\s+/g, ar: /[،؛:]\s*/g };

/** The implementation durations stated in some texts, each with the scope it is about. */
export function durationStatements(locale: Locale, texts: SiteText[]): DurationStatement[] {
  const statements: DurationStatement[] = [];
  for (const { where, text } of texts) {
    if (text.trim().startsWith('|')) {
      // A table row: the Odoo column of a comparison, or a row of the budget table.
      const cells = text.split('|').slice(1, -1);
      const scope = scopeOf(cells[0] ?? '', locale, tableRules);
      const first = cells
        .slice(1)
        .map((cell) => rangesIn(cell, locale)[0])
        .find(Boolean);
      if (scope && first) statements.push({ where, text, range: first.range, scope });
      continue;
    }
    for (const sentence of text.split(/(?<=[.!?؟])\s+|\n/)) {
      if (notAnImplementation[locale].test(sentence)) continue;
      const found = rangesIn(sentence, locale);
      found.forEach((f, i) => {
        // The clause around the range; widened leftwards, then rightwards, clause by clause until
        // it names a scope, never across another range.
        const floor = i > 0 ? found[i - 1].end : 0;
        const ceiling = i + 1 < found.length ? found[i + 1].start : sentence.length;
        const breaks = [...sentence.matchAll(clauseBreak[locale])].filter(
          (b) => b.index + b[0].length <= f.start || b.index >= f.end,
        );
        const lefts = [
          ...breaks.map((b) => b.index + b[0].length).filter((at) => at <= f.start && at >= floor),
          floor,
        ].sort((a, b) => b - a);
        const rights = [...breaks.map((b) => b.index).filter((at) => at >= f.end && at <= ceiling), ceiling].sort(
          (a, b) => a - b,
        );
        let scope: StatedScope | undefined;
        for (const left of lefts) {
          scope = scopeOf(sentence.slice(left, rights[0]), locale, rules);
          if (scope) break;
        }
        for (const right of rights.slice(1)) {
          if (scope) break;
          scope = scopeOf(sentence.slice(floor, right), locale, rules);
        }
        if (scope) statements.push({ where, text: sentence, range: f.range, scope });
      });
    }
  }
  return statements;
}
