// Content rules checked on the copy itself: both languages present with the same structure, at
// least 300 words of main content each, metadata within search-result lengths, no placeholders,
// Latin digits on Arabic pages, and every family slug with words in both languages.
import { describe, expect, it } from 'vitest';
import { aiSolutionSlugs } from '../../site/slugs/ai-solutions.js';
import { citySlugs } from '../../site/slugs/cities.js';
import { webAppSlugs } from '../../site/slugs/web-apps.js';
import { industrySlugs } from '../../site/slugs/industries.js';
import { serviceSlugs } from '../../site/slugs/services.js';
import { copyText, pageCopies, wordCount } from '../helpers/page-copies.js';

const paths = pageCopies.map(([path]) => path);

describe('page copy', () => {
  it('has words for every slug of every family', () => {
    const expected = [
      ...serviceSlugs.map((s) => `/services/${s}`),
      ...industrySlugs.map((s) => `/industries/${s}`),
      ...webAppSlugs.map((s) => `/custom-web-apps/${s}`),
      ...aiSolutionSlugs.map((s) => `/ai-solutions/${s}`),
      ...citySlugs.map((s) => `/${s}`),
    ];
    for (const path of expected) expect(paths, path).toContain(path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(pageCopies)('%s exists in both languages with the same structure', (_path, { en, ar }) => {
    expect(en).toBeDefined();
    expect(ar).toBeDefined();
    expect(ar.sections.length).toBe(en.sections.length);
    expect(ar.steps?.items.length).toBe(en.steps?.items.length);
    expect(ar.deliverables?.items.length).toBe(en.deliverables?.items.length);
    expect(ar.faqs.length).toBe(en.faqs.length);
  });

  it.each(pageCopies)('%s has at least 300 words of its own in each language', (_path, { en, ar }) => {
    expect(wordCount(copyText(en))).toBeGreaterThanOrEqual(300);
    expect(wordCount(copyText(ar))).toBeGreaterThanOrEqual(300);
  });

  it.each(pageCopies)('%s has a title and description of search-result length', (_path, { en, ar }) => {
    for (const copy of [en, ar]) {
      expect(copy.meta.title.length).toBeGreaterThanOrEqual(15);
      expect(copy.meta.title.length).toBeLessThanOrEqual(70);
      expect(copy.meta.description.length).toBeGreaterThanOrEqual(50);
      expect(copy.meta.description.length).toBeLessThanOrEqual(170);
    }
  });

  it('gives every page its own title and h1 within a language', () => {
    for (const locale of ['en', 'ar'] as const) {
      const titles = pageCopies.map(([, pair]) => pair[locale].meta.title);
      const h1s = pageCopies.map(([, pair]) => pair[locale].h1);
      expect(new Set(titles).size).toBe(titles.length);
      expect(new Set(h1s).size).toBe(h1s.length);
    }
  });

  it('has no placeholders, and Arabic copy uses Latin digits and no English sentences', () => {
    for (const [path, { en, ar }] of pageCopies) {
      const all = [...copyText(en), ...copyText(ar)].join('\n');
      // {retention} is the one token a page fills in itself (the privacy notice, from LEAD_RETENTION_DAYS).
      expect(all, path).not.toMatch(/lorem ipsum|coming soon|TODO|TBD|\{(?!retention\})\w+\}/i);
      const arabic = copyText(ar).join('\n');
      expect(arabic, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      // Product names (SAP Ariba, Excel, API …) are fine; three Latin words in a row are a sentence.
      expect(arabic, path).not.toMatch(/[A-Za-z]+[\s,]+[A-Za-z]+[\s,]+[A-Za-z]+/);
    }
  });
});
