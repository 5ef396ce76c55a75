// One Arabic voice and one glossary (docs/content-style.md, "Arabic glossary"): the reader is
// addressed in the plural of respect, implementation is «تنفيذ» (never «تطبيق»), Odoo's Saudi
// localisation is «الحزمة المحلية السعودية» («التوطين» is Saudization only), a named consultant is
// «مستشار مخصّص», one rendering per product and term, and tanween is written «ًا». Reads every
// Arabic copy file: page copy, UI messages and blog articles. Only patterns that cannot be read
// another way are listed, so a finding is always a real slip.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import englishMessages from '../../locales/en/messages.json';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(ts|md|json)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const copy = [
  ...filesUnder('locales/ar').map((file) => ({ file, text: readFileSync(file, 'utf8') })),
  // The Arabic words English pages show: the language switch's label, addressed to an Arabic reader.
  { file: 'locales/en/messages.json#language.switchLabel', text: englishMessages['language.switchLabel'] },
];

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

  it('follows the reader with «تابعونا», never the singular «تابعنا» as a label', () => {
    // As a label or at a sentence's end; «تابعنا» inside a sentence can be the past tense "we followed".
    expect(findings(words('تابعنا(?=\\s*(?:["\'،.:|؟]|$))'))).toEqual([]);
  });

  it('names the ZATCA terms one way: «الإبلاغ», «الاعتماد», «بيئة الإنتاج», «المراكز الضريبية»', () => {
    expect(
      findings(
        words(
          // Reporting (simplified invoices within 24 hours) is «الإبلاغ»; «تبليغ» has no other use in the copy.
          '[وفبل]?(?:ال|لل|بال)?تبليغ|' +
            // Clearance (standard invoices) is «الاعتماد»; «المسبق» only restates it.
            '[وف]?(?:لل|بال|ال|[بل])?اعتماد\\s+(?:ال)?مسبق|' +
            // ZATCA's and Odoo's production environment is «بيئة الإنتاج» (the admin screens' «بيئة التشغيل
            // الفعلي» is the site's own deployment).
            '[وف]?(?:لل|بال|ال|[بل])?بيئة\\s+التشغيل(?!\\s+الفعلي)|' +
            // Odoo's fiscal positions are «المراكز الضريبية» (the singular «الموقف الضريبي» is a firm's tax standing).
            '[وف]?(?:لل|بال|ال|[بل])?مواقف(?:ها)?\\s+(?:ال)?ضريبية',
        ),
      ),
    ).toEqual([]);
  });

  it('calls an accounting journal «دفتر اليومية», never a bare «يومية»', () => {
    // «يومية» before a journal's kind or after «كل» is a journal; «متابعة يومية» (daily) is not matched.
    expect(
      findings(
        words(
          '(?<!(?:دفتر|دفاتر)\\s)[وفبل]?(?:ال)?(?:يومية|يوميات)\\s+(?:(?:ال)?(?:مبيعات|مشتريات|فروع|بنك|نقدية|فوترة)|(?:ال)?محاسبية)|' +
            'كل\\s+يومية|[وفبل]?(?:ال)?يومياتها|ال(?:يوميات)(?=\\s*[،.])',
        ),
      ),
    ).toEqual([]);
  });

  it('calls the data migration service «ترحيل البيانات»', () => {
    // «نقل البيانات» is kept for what it also means, e.g. transferring personal data abroad under the PDPL.
    expect(
      findings(
        words(
          '(?:هجرة|تهجير)\\s+(?:ال)?بيانات|' +
            '(?:خدمة|خدمات|مرحلة|نموذج|نماذج|دليل|تكلفة)\\s+(?:ال)?نقل\\s+(?:ال)?بيانات|' +
            '[وفبل]?نقل\\s+(?:ال)?بيانات(?:ها|كم)?\\s+إلى\\s+أودو|' +
            '(?:الإعداد|التهيئة|التصميم|التنفيذ)[،\\s]+[وف]?نقل\\s+البيانات|' +
            '[وف]?نقل\\s+البيانات[،\\s]+و(?:الاختبار|الربط)|' +
            '(?<=(?:[\'"|]|#\\s|:\\s))\\s*نقل\\s+البيانات(?=\\s*[\'"|(\\n])',
        ),
      ),
    ).toEqual([]);
  });

  it('treats «أودو» as masculine («يصدر أودو»، «أودو الذي»)', () => {
    // A feminine verb right before «أودو» has «أودو» as its subject.
    expect(
      findings(
        words(
          '[وف]?(?:تتيح|توفّ?ر(?:ه|ها)?|تقدّ?م(?:ه|ها)?|تصدر|تنشر|تتولى|تدير(?:ه|ها)?|تدعم|تسمح|تشترط|توصي)\\s+أودو(?![' +
            LETTER +
            '])|[وف]أودو\\s+(?:تتيح|توفر|تقدم|تصدر|تنشر|تتولى|تدير|تدعم|تسمح)',
        ),
      ),
    ).toEqual([]);
  });

  it('calls the Riyadh expert «خبيرنا», never «مسؤولنا»', () => {
    expect(findings(words('[وفبل]?(?:ب|ل)?مسؤولنا'))).toEqual([]);
  });
});
