// One Arabic voice and one glossary (docs/content-style.md, "Arabic glossary"): the reader is
// addressed in the plural of respect, implementation is «تنفيذ» (never «تطبيق»), Odoo's Saudi
// localisation is «الحزمة المحلية السعودية» («التوطين» is Saudization only), a named consultant is
// «مستشار مخصّص», one rendering per product and term, and tanween is written «ًا». Reads every
// Arabic copy file: page copy, UI messages and blog articles. Only patterns that cannot be read
// another way are listed, so a finding is always a real slip.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(ts|md|json)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const copy = filesUnder('locales/ar').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

function findings(pattern: RegExp): string[] {
  return copy.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
}

// Arabic letters and marks, for word edges (\b does not see Arabic script).
const LETTER = '\\u0621-\\u064A\\u064B-\\u0652\\u0670';
// A whole word (with optional و/ف/ب/ل in front where the source allows it), never part of a longer one.
const words = (source: string) => new RegExp(`(?<![${LETTER}])(?:${source})(?![${LETTER}])`, 'gu');

describe('Arabic glossary', () => {
  it('writes tanween on the letter before the alef («ًا», not «اً»)', () => {
    expect(findings(/اً/gu)).toEqual([]);
  });

  it('calls a named consultant «مستشار مخصّص», not the calques «مسمّى» or «محدد بالاسم»', () => {
    expect(
      findings(
        words('[وفبل]?(?:ال)?مستشار(?:ين|ون|و)?\\s+(?:(?:ال)?مسم[ّ]?(?:ى|ين|ون)|(?:ال)?محدد(?:ين|ون)?\\s+بالاسم)'),
      ),
    ).toEqual([]);
  });

  it('writes implementation as «تنفيذ»; «تطبيق» is kept for apps and for applying a rule', () => {
    expect(
      findings(
        words(
          '[وفبل]?(?:ل)?تطبيق\\s+(?:نظام\\s+)?أودو(?!\\s+(?:للجوال|على الجوال|للهواتف))|' +
            '(?:مشروع|مشاريع|خدمة|خدمات|مرحلة|مراحل|فريق|خطة|جهة|شريك|خطوات|تكلفة|تكاليف)\\s+التطبيق',
        ),
      ),
    ).toEqual([]);
  });

  it('calls the Saudi localisation «الحزمة المحلية السعودية» («التوطين» is Saudization)', () => {
    expect(findings(words('التوطين\\s+السعودي|حزمة\\s+التوطين|وحد(?:ة|ات)\\s+التوطين|توطين\\s+أودو'))).toEqual([]);
  });

  it('addresses the reader in the plural of respect, calls to action included', () => {
    // Singular imperatives whose past tense is spelled differently, so they cannot be misread.
    expect(findings(words('احجز|اطلب|ابدأ|احصل|اعرف|اختر|اترك|اقرأ'))).toEqual([]);
    // «تواصل معنا» / «اتصل بنا» standing alone as a label or at the end of a sentence.
    expect(findings(words('(?:تواصل\\s+معنا|اتصل\\s+بنا)(?=\\s*(?:["\'،.:|؟]|$))'))).toEqual([]);
    // Second-person singular suffixes on words that only ever address the reader.
    expect(
      findings(
        words('[وفبل]?(?:لديك|إليك|عليك|منشأتك|نشاطك|فريقك|شركتك|أعمالك|بياناتك|احتياجاتك|لمنشأتك|لنشاطك)|شكرًا\\s+لك'),
      ),
    ).toEqual([]);
  });

  it('writes one name for each product and term', () => {
    expect(findings(words('[وبل]?(?:شوبيفاي|شوبفاي|أودو\\s*\\.\\s*إس\\s*\\.\\s*إتش|ساب|أوراكل|نت\\s*سويت)'))).toEqual(
      [],
    );
    expect(
      findings(
        words(
          '[وبل]?(?:ال)?نسخة\\s+(?:ال)?مجتمعية|(?:ال)?نسخة\\s+(?:ال)?مؤسسية|إنتربرايز|كوميونيتي|[وبل]?(?:ال)?إصدار(?:ين|ان|ي|ا)?\\s+(?:أودو\\s+)?(?:ال)?(?:مجتمعي|مؤسسي)',
        ),
      ),
    ).toEqual([]);
    expect(findings(words('بار\\s+كود|الهاش|بصمة\\s+الفاتورة'))).toEqual([]);
  });
});
