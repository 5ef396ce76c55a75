// One English: Oxford spelling (-ize, -ization, as in the service names the site is built on), one
// spelling of email, one name for each place, article dates day first as in the articles' text, one
// length for the free consultation, and interface labels in sentence case without exclamation marks
// (the few the site's specification words aside). Reads every English copy file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatArticleDate } from '../../site/blog-article.js';
import messages from '../../locales/en/messages.json';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesUnder(join(dir, entry.name))
      : /\.(ts|md|json)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
const files = filesUnder('locales/en');
const copy = files.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

// Verbs and nouns of the -ize family that the copy uses, in their British -ise form.
const ISE_FORMS =
  /\b(?:un)?(?:locali|customi|organi|synchroni|digiti|utili|summari|authori|standardi|reali|recogni|minimi|maximi|prioriti|visuali|categori|finali|personali|centrali|speciali|optimi|stabili|mobili)s(?:e|ed|es|ing|ers?|ations?)\b/gi;

// Interface texts the site's specification quotes word for word, as visitors see them; they keep
// its title case and its two exclamation marks.
const SPEC_WORDED = new Set([
  'Open WhatsApp & Get Discount!',
  'Details Saved!',
  'Submission Error',
  'Request Received',
  'Page Not Found',
  '404 - Page Not Found',
  'Back to Home',
  'Go Back',
  'Your Name',
  'Email Address',
  'Phone Number',
  'Company Name',
  'Send Message',
]);

function findings(pattern: RegExp): string[] {
  return copy.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
}

describe('English style', () => {
  it('spells the -ize family with z throughout', () => {
    expect(findings(ISE_FORMS)).toEqual([]);
  });

  it('writes setup as one word, as most of the copy does («set up» stays the verb)', () => {
    expect(findings(/(?<![.\w-])set-up\b/gi)).toEqual([]);
  });

  it('names Al-Hofuf one way (the /odoo-hafuf address stays as the routes fix it)', () => {
    expect(findings(/\bHafuf\b/g)).toEqual([]);
  });

  it('offers the free consultation as 45 minutes everywhere', () => {
    expect(findings(/30 to 45[- ]minute[^.]*(?:consultation|understand your business)/gi)).toEqual([]);
  });

  it('spells email as one word, as the form labels and the footer do', () => {
    expect(findings(/\be-mail/gi)).toEqual([]);
  });

  it('names Khobar one way, as the locations list and the /odoo-khobar page do', () => {
    expect(findings(/\bAl[- ]?Khobar\b/gi)).toEqual([]);
  });

  it("uses no exclamation marks, the specification's own labels aside", () => {
    const spoken = [...SPEC_WORDED].filter((text) => text.endsWith('!'));
    expect(
      copy.flatMap(({ file, text }) =>
        [...spoken.reduce((rest, label) => rest.replaceAll(label, ''), text).matchAll(/[A-Za-z)]!/g)].map(
          (m) => `${file}: ${m[0]}`,
        ),
      ),
    ).toEqual([]);
  });

  it('writes interface labels in sentence case without exclamation marks', () => {
    // Labels, buttons, toasts and headings: short texts that are not sentences. Page and service
    // names in the navigation, page titles, job titles and brand names are names and keep their
    // capitals; the navigation's consultation button is a call to action like the others.
    const NAMES = /^(?:nav\.(?!consultation$)|meta\.|social\.|sharing\.|language\.)|\.(?:role|company)$|\.meta\.title$/;
    // Words that keep a capital inside a sentence-case label: products (Odoo Online, Shopify),
    // platforms, places, languages.
    const PROPER =
      /^(?:Odoo|Online|Salla|Zid|Shopify|ZATCA|FATOORAH|WhatsApp|SAR|VAT|AI|ERP|Saudi|Arabia|Arabic|English|Kingdom|Silver|Partner|Dammam|Riyadh|Jeddah|Jubail|Dhahran|Khobar|Al-Ahsa|Industrial|City|Province|Eastern|Phase)$/;
    const isLabel = (text: string) => text.split(/\s+/).length <= 6 && !/[.?]$/.test(text);
    // A capital is expected at the start of the label and of each part after «·», «|» or «:».
    const titleCase = (text: string) =>
      text.split(/\s+[·|]\s+|:\s+/).some((part) =>
        part
          .trim()
          .split(/\s+/)
          .slice(1)
          .some((word) => /^[A-Z][a-z]/.test(word) && !PROPER.test(word.replace(/[^A-Za-z-]/g, ''))),
      );
    const slips = Object.entries(messages as Record<string, string>).filter(
      ([key, text]) =>
        !NAMES.test(key) && !SPEC_WORDED.has(text) && (text.includes('!') || (isLabel(text) && titleCase(text))),
    );
    expect(slips.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('writes article dates day first, as the articles do in their text', () => {
    expect(formatArticleDate('2025-01-28', 'en')).toBe('28 January 2025');
    expect(formatArticleDate('2025-01-28', 'ar')).toBe('28 يناير 2025');
  });
});
