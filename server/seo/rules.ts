// Judging one rendered page for search engines, for the SEO check: lengths of title and
// description, a self-referencing canonical, the en/ar/x-default hreflang set, JSON-LD with the
// properties its type requires, robots, and exactly one h1. Pure functions, unit-tested.
import type { JsonLdFinding } from '../../site/seo-report.js';
import type { PageFacts } from './extract.js';

export const LIMITS = { title: { min: 10, max: 70 }, description: { min: 50, max: 170 } } as const;

/** The properties schema.org consumers (Google's rich results) need for the types our pages use. */
export const REQUIRED_PROPERTIES: Record<string, readonly string[]> = {
  Organization: ['name', 'url'],
  LocalBusiness: ['name', 'address'],
  ProfessionalService: ['name', 'address'],
  WebSite: ['name', 'url'],
  WebPage: ['name'],
  CollectionPage: ['name'],
  BreadcrumbList: ['itemListElement'],
  ItemList: ['itemListElement'],
  Service: ['name', 'provider'],
  Article: ['headline', 'author', 'datePublished'],
  BlogPosting: ['headline', 'author', 'datePublished'],
  Blog: ['name'],
  Person: ['name'],
  FAQPage: ['mainEntity'],
  VideoObject: ['name', 'thumbnailUrl', 'uploadDate'],
};

export interface ExpectedUrls {
  /** The page's own absolute URL: its canonical. */
  self: string;
  /** hreflang code -> absolute URL the page must declare. */
  alternates: Record<string, string>;
}

type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Top-level JSON-LD nodes: a block may be one object, an array, or an object with @graph. */
function nodesOf(data: unknown): JsonObject[] {
  if (Array.isArray(data)) return data.flatMap(nodesOf);
  if (!isObject(data)) return [];
  return Array.isArray(data['@graph']) ? data['@graph'].flatMap(nodesOf) : [data];
}

export function judgeJsonLd(node: JsonObject): JsonLdFinding[] {
  const types = ([] as unknown[]).concat(node['@type'] ?? []).map(String);
  if (types.length === 0) return [{ type: '(no @type)', missing: ['@type'] }];
  return types.map((type) => {
    const missing = (REQUIRED_PROPERTIES[type] ?? []).filter((prop) => !present(node[prop]));
    if (type === 'BreadcrumbList' && Array.isArray(node.itemListElement)) {
      node.itemListElement.forEach((item, i) => {
        for (const prop of ['position', 'name'])
          if (!isObject(item) || !present(item[prop])) missing.push(`itemListElement[${i}].${prop}`);
      });
    }
    return { type, missing };
  });
}

export function judgePage(
  facts: PageFacts,
  status: number,
  expected: ExpectedUrls,
): { jsonLd: JsonLdFinding[]; reasons: string[] } {
  const reasons: string[] = [];
  if (status !== 200) reasons.push(`Answers HTTP ${status}`);
  const one = (values: string[], what: string, limits: { min: number; max: number }) => {
    if (values.length === 0) return reasons.push(`No ${what}`);
    if (values.length > 1) reasons.push(`${values.length} ${what} tags`);
    const length = [...values[0]].length;
    if (length < limits.min || length > limits.max)
      reasons.push(`${what[0].toUpperCase()}${what.slice(1)} is ${length} characters (${limits.min} to ${limits.max})`);
  };
  one(facts.titles, 'title', LIMITS.title);
  one(facts.descriptions, 'description', LIMITS.description);
  if (facts.robots && /noindex/i.test(facts.robots)) reasons.push('Marked noindex');
  if (facts.canonicals.length !== 1)
    reasons.push(facts.canonicals.length ? `${facts.canonicals.length} canonical links` : 'No canonical link');
  else if (facts.canonicals[0] !== expected.self)
    reasons.push(`Canonical is ${facts.canonicals[0]}, expected ${expected.self}`);

  const declared = new Map<string, string>();
  for (const { lang, href } of facts.hreflang) {
    if (declared.has(lang)) reasons.push(`hreflang "${lang}" declared twice`);
    declared.set(lang, href);
  }
  for (const [lang, url] of Object.entries(expected.alternates)) {
    const href = declared.get(lang);
    if (href === undefined) reasons.push(`hreflang "${lang}" missing`);
    else if (href !== url) reasons.push(`hreflang "${lang}" is ${href}, expected ${url}`);
  }
  for (const lang of declared.keys()) if (!(lang in expected.alternates)) reasons.push(`Unexpected hreflang "${lang}"`);

  const jsonLd: JsonLdFinding[] = [];
  for (const block of facts.jsonLd) {
    if ('error' in block) reasons.push(`JSON-LD is not valid JSON (${block.error})`);
    else jsonLd.push(...nodesOf(block.data).flatMap(judgeJsonLd));
  }
  if (facts.jsonLd.length === 0) reasons.push('No JSON-LD');
  for (const finding of jsonLd)
    if (finding.missing.length) reasons.push(`${finding.type} lacks ${finding.missing.join(', ')}`);
  if (facts.h1Count !== 1) reasons.push(`${facts.h1Count} h1 elements (expected 1)`);
  return { jsonLd, reasons };
}

/**
 * hreflang must be reciprocal: every page an alternate points to must itself point back. Returns,
 * per page URL, the alternates that do not link back (a target we did not render counts as missing).
 */
export function nonReciprocal(pages: Map<string, Record<string, string>>): Map<string, string[]> {
  const result = new Map<string, string[]>();
  for (const [url, alternates] of pages) {
    const broken = Object.values(alternates).filter((target) => {
      if (target === url) return false;
      const back = pages.get(target);
      return !back || !Object.values(back).includes(url);
    });
    result.set(url, [...new Set(broken)]);
  }
  return result;
}
