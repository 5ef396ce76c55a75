// The SEO check's parsing and judging on hand-made pages: what an admin relies on the screen to catch.
import { describe, expect, it } from 'vitest';
import { extractFacts } from '../../server/seo/extract.js';
import { judgeJsonLd, judgePage, nonReciprocal } from '../../server/seo/rules.js';

const site = 'https://example.sa';
const expected = {
  self: `${site}/about`,
  alternates: { en: `${site}/about`, ar: `${site}/ar/about`, 'x-default': `${site}/about` },
};
const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: 'Example', url: site };

function page({ head = '', body = '<h1>About us</h1>', jsonLd = [organization] as unknown[] } = {}) {
  return `<!DOCTYPE html><html><head><title>About our ERP consultancy in Saudi Arabia</title>
<meta name="description" content="We implement, customise and support ERP systems for businesses across the Kingdom, from Dammam to Jeddah.">
<link rel="canonical" href="${site}/about">
<link rel="alternate" hreflang="en" href="${site}/about"><link rel="alternate" hreflang="ar" href="${site}/ar/about">
<link rel="alternate" hreflang="x-default" href="${site}/about">${head}</head>
<body><svg><title>icon</title></svg>${body}${jsonLd.map((d) => `<script type="application/ld+json">${typeof d === 'string' ? d : JSON.stringify(d)}</script>`).join('')}</body></html>`;
}

describe('extractFacts', () => {
  it('reads title, description, canonical, hreflang, JSON-LD and h1 count (not an svg title)', () => {
    const facts = extractFacts(page({ body: '<h1>One</h1><h1>Two</h1>' }));
    expect(facts.titles).toEqual(['About our ERP consultancy in Saudi Arabia']);
    expect(facts.canonicals).toEqual([`${site}/about`]);
    expect(facts.hreflang.map((h) => h.lang)).toEqual(['en', 'ar', 'x-default']);
    expect(facts.jsonLd).toEqual([{ data: organization }]);
    expect(facts.h1Count).toBe(2);
  });
});

describe('judgePage', () => {
  it('passes a complete page', () => {
    expect(judgePage(extractFacts(page()), 200, expected).reasons).toEqual([]);
  });

  it('fails a page without a canonical, with a wrong hreflang and two h1', () => {
    const html = page({ body: '<h1>a</h1><h1>b</h1>' })
      .replace(/<link rel="canonical"[^>]*>/, '')
      .replace(`hreflang="ar" href="${site}/ar/about"`, `hreflang="ar" href="${site}/ar/other"`);
    const { reasons } = judgePage(extractFacts(html), 200, expected);
    expect(reasons).toContain('No canonical link');
    expect(reasons).toContain(`hreflang "ar" is ${site}/ar/other, expected ${site}/ar/about`);
    expect(reasons).toContain('2 h1 elements (expected 1)');
  });

  it('names title and description lengths out of range, noindex and a non-200 answer', () => {
    const html = page({ head: '<meta name="robots" content="noindex, follow">' })
      .replace('About our ERP consultancy in Saudi Arabia', 'About')
      .replace(/content="We implement[^"]*"/, 'content="Short."');
    const { reasons } = judgePage(extractFacts(html), 404, expected);
    expect(reasons).toEqual(
      expect.arrayContaining([
        'Answers HTTP 404',
        'Title is 5 characters (10 to 70)',
        'Description is 6 characters (50 to 170)',
        'Marked noindex',
      ]),
    );
  });

  it('reports JSON-LD that is invalid or lacks required properties', () => {
    const { reasons, jsonLd } = judgePage(
      extractFacts(page({ jsonLd: ['{not json', { '@type': 'Service', name: 'Implementation' }] })),
      200,
      expected,
    );
    expect(reasons.some((r) => r.startsWith('JSON-LD is not valid JSON'))).toBe(true);
    expect(reasons).toContain('Service lacks provider');
    expect(jsonLd).toEqual([{ type: 'Service', missing: ['provider'] }]);
    expect(judgePage(extractFacts(page({ jsonLd: [] })), 200, expected).reasons).toContain('No JSON-LD');
  });
});

describe('judgeJsonLd', () => {
  it('checks each breadcrumb item and reads @graph', () => {
    const crumbs = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home' },
        { '@type': 'ListItem', name: 'About' },
      ],
    };
    expect(judgeJsonLd(crumbs)).toEqual([{ type: 'BreadcrumbList', missing: ['itemListElement[1].position'] }]);
    const facts = extractFacts(
      page({ jsonLd: [{ '@context': 'https://schema.org', '@graph': [organization, { '@type': 'Person' }] }] }),
    );
    expect(judgePage(facts, 200, expected).jsonLd).toEqual([
      { type: 'Organization', missing: [] },
      { type: 'Person', missing: ['name'] },
    ]);
  });
});

describe('nonReciprocal', () => {
  it('names alternates that do not link back', () => {
    const pages = new Map([
      ['/a', { en: '/a', ar: '/ar/a' }],
      ['/ar/a', { en: '/a', ar: '/ar/a' }],
      ['/b', { en: '/b', ar: '/ar/b' }],
      ['/ar/b', { en: '/elsewhere', ar: '/ar/b' }],
    ]);
    const result = nonReciprocal(pages);
    expect(result.get('/a')).toEqual([]);
    expect(result.get('/b')).toEqual(['/ar/b']);
    expect(result.get('/ar/b')).toEqual(['/elsewhere']);
  });
});
