// The build-time article compiler: front matter checks, heading ids, TOC list, scrollable tables.
import { describe, expect, it } from 'vitest';
import { readFrontMatter } from '../../site/blog-front-matter.js';
import { renderArticleMarkdown, slugifyHeading } from '../../vite-plugins/markdown-render.js';

const fm = (lines: string[]) => ['---', ...lines, '---', '', 'Body text.'].join('\n');
const complete = [
  'title: "A complete and valid article title"',
  'description: "A description long enough to pass the schema, which wants fifty characters."',
  'category: zatca',
  'published: 2025-04-22',
  'updated: 2025-05-01',
  'keywords: ["zatca", "odoo"]',
];

describe('article front matter', () => {
  it('accepts a complete block and keeps dates as strings', () => {
    const { frontMatter, body } = readFrontMatter(fm(complete), 'ok.md');
    expect(frontMatter.published).toBe('2025-04-22');
    expect(body.trim()).toBe('Body text.');
  });

  it('rejects a missing field, an unknown category, a bad date and an update before publication', () => {
    expect(() => readFrontMatter(fm(complete.filter((l) => !l.startsWith('keywords'))), 'x.md')).toThrow(
      /x\.md: invalid front matter: keywords/,
    );
    expect(() => readFrontMatter(fm(complete.map((l) => l.replace('zatca', 'news'))), 'x.md')).toThrow(/category/);
    expect(() => readFrontMatter(fm(complete.map((l) => l.replace('2025-04-22', '2025-02-30'))), 'x.md')).toThrow(
      /published/,
    );
    expect(() => readFrontMatter(fm(complete.map((l) => l.replace('2025-05-01', '2025-01-01'))), 'x.md')).toThrow(
      /updated/,
    );
    expect(() => readFrontMatter('No front matter at all', 'x.md')).toThrow(/no front matter/);
  });
});

describe('article Markdown', () => {
  it('gives headings unique ids (Arabic letters kept) and lists them for the TOC', () => {
    const { html, headings } = renderArticleMarkdown(
      '## What is **ZATCA**?\n\ntext\n\n### Steps\n\n## Steps\n\n## أيّ منتج من SAP نقصد؟',
      't.md',
    );
    expect(headings).toEqual([
      { depth: 2, id: 'what-is-zatca', text: 'What is ZATCA?' },
      { depth: 3, id: 'steps', text: 'Steps' },
      { depth: 2, id: 'steps-2', text: 'Steps' },
      { depth: 2, id: 'أي-منتج-من-sap-نقصد', text: 'أيّ منتج من SAP نقصد؟' },
    ]);
    expect(html).toContain('<h2 id="what-is-zatca">What is <strong>ZATCA</strong>?');
    expect(slugifyHeading('Odoo vs. SAP: 2025')).toBe('odoo-vs-sap-2025');
  });

  it('wraps tables in a focusable region labelled by their section heading', () => {
    const { html } = renderArticleMarkdown('## Compare\n\n| A | B |\n|---|---|\n| 1 | 2 |\n', 't.md');
    expect(html).toMatch(/<div class="table-scroll" tabindex="0" role="region" aria-labelledby="compare"><table>/);
    expect(html).toContain('</table>\n</div>');
  });

  it('refuses a second h1 and raw HTML', () => {
    expect(() => renderArticleMarkdown('# Title', 't.md')).toThrow(/only ## and ###/);
    expect(() => renderArticleMarkdown('<script>alert(1)</script>', 't.md')).toThrow(/raw HTML/);
  });

  it('counts words, not markup', () => {
    expect(renderArticleMarkdown('## One two\n\nthree **four** [five](/contact)', 't.md').wordCount).toBe(5);
  });
});
