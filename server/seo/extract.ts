// Reads what a crawler reads from a rendered page: title, meta description, canonical, hreflang
// links, robots, JSON-LD blocks and h1 count. Parsing only; the judging is in rules.ts.
import { parse } from 'node-html-parser';

export interface PageFacts {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  hreflang: Array<{ lang: string; href: string }>;
  robots: string | null;
  /** Parsed JSON-LD blocks; a block that is not valid JSON becomes an error string. */
  jsonLd: Array<{ data: unknown } | { error: string }>;
  h1Count: number;
}

export function extractFacts(html: string): PageFacts {
  const root = parse(html, { blockTextElements: { script: true, style: false, noscript: false, pre: true } });
  const attr = (selector: string, name: string) =>
    root.querySelectorAll(selector).map((el) => (el.getAttribute(name) ?? '').trim());
  const jsonLd = root.querySelectorAll('script[type="application/ld+json"]').map((el) => {
    try {
      return { data: JSON.parse(el.rawText) as unknown };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  });
  return {
    titles: root.querySelectorAll('head title').map((el) => el.text.trim()),
    descriptions: attr('meta[name="description"]', 'content'),
    canonicals: attr('link[rel="canonical"]', 'href'),
    hreflang: root
      .querySelectorAll('link[rel="alternate"][hreflang]')
      .map((el) => ({ lang: el.getAttribute('hreflang') ?? '', href: el.getAttribute('href') ?? '' })),
    robots: root.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
    jsonLd,
    h1Count: root.querySelectorAll('h1').length,
  };
}
