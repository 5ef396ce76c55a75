// One English: Oxford spelling (-ize, -ization, as in the service names the site is built on), one
// name for each place, article dates day first as in the articles' text, one length for the free
// consultation. Reads every English copy file.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatArticleDate } from '../../site/blog-article.js';

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

function findings(pattern: RegExp): string[] {
  return copy.flatMap(({ file, text }) => [...text.matchAll(pattern)].map((m) => `${file}: ${m[0]}`));
}

describe('English style', () => {
  it('spells the -ize family with z throughout', () => {
    expect(findings(ISE_FORMS)).toEqual([]);
  });

  it('names Al-Hofuf one way (the /odoo-hafuf address stays as the routes fix it)', () => {
    expect(findings(/\bHafuf\b/g)).toEqual([]);
  });

  it('offers the free consultation as 45 minutes everywhere', () => {
    expect(findings(/30 to 45[- ]minute[^.]*(?:consultation|understand your business)/gi)).toEqual([]);
  });

  it('writes article dates day first, as the articles do in their text', () => {
    expect(formatArticleDate('2025-01-28', 'en')).toBe('28 January 2025');
    expect(formatArticleDate('2025-01-28', 'ar')).toBe('28 يناير 2025');
  });
});
