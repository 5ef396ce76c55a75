// The SEO check screen's report: every page of the sitemap rendered in-process, through
// Vike's renderPage() with the same pageContextInit as a real request, then parsed and judged.
// No HTTP request leaves the process.
import { renderPage } from 'vike/server';
import type { SiteConfig } from '../../site/profile.js';
import { routeFactsOf } from '../../site/paths.js';
import type { SeoReport, SeoRow } from '../../site/seo-report.js';
import { basePageContextInit } from '../render/render.js';
import { type SitemapEntry, sitemapEntries } from './seo-files.js';
import { extractFacts } from './extract.js';
import { judgePage, nonReciprocal } from './rules.js';

const CONCURRENCY = 4;

async function renderHtml(url: string, site: SiteConfig): Promise<{ status: number; html: string }> {
  const pageContext = await renderPage(basePageContextInit(url, site));
  const response = pageContext.httpResponse;
  return { status: response?.statusCode ?? 500, html: typeof response?.body === 'string' ? response.body : '' };
}

/** One sitemap entry: its own URL must be its canonical and its alternates exactly the sitemap's. */
async function checkOne(entry: SitemapEntry, site: SiteConfig): Promise<SeoRow> {
  const path = entry.loc.slice(site.siteUrl.length) || '/';
  const expected = {
    self: entry.loc,
    alternates: Object.fromEntries(entry.alternates.map(({ lang, href }) => [lang, href])),
  };
  const { status, html } = await renderHtml(path, site);
  const facts = extractFacts(html);
  const { jsonLd, reasons } = judgePage(facts, status, expected);
  return {
    path,
    locale: routeFactsOf(path).locale,
    status,
    title: facts.titles[0] ?? null,
    description: facts.descriptions[0] ?? null,
    canonical: facts.canonicals[0] ?? null,
    hreflang: Object.fromEntries(facts.hreflang.map(({ lang, href }) => [lang, href])),
    reciprocal: true,
    jsonLd,
    h1Count: facts.h1Count,
    pass: reasons.length === 0,
    reasons,
  };
}

/** The report on every page of the sitemap (both languages, the English-only expert profile and the
 * Arabic-only articles), so the check and what crawlers are told to index cannot drift apart. */
export async function buildSeoReport(
  site: SiteConfig,
  entries: SitemapEntry[] = sitemapEntries(site),
): Promise<SeoReport> {
  const rows: SeoRow[] = new Array(entries.length);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const index = next++;
      rows[index] = await checkOne(entries[index], site);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const byUrl = new Map(rows.map((row) => [`${site.siteUrl}${row.path}`, row.hreflang]));
  const broken = nonReciprocal(byUrl);
  for (const row of rows) {
    const missing = broken.get(`${site.siteUrl}${row.path}`) ?? [];
    if (missing.length === 0) continue;
    row.reciprocal = false;
    row.pass = false;
    row.reasons.push(`hreflang not reciprocal: ${missing.join(', ')} does not link back`);
  }
  const passed = rows.filter((row) => row.pass).length;
  return {
    generatedAt: new Date().toISOString(),
    rows,
    summary: { pages: rows.length, passed, failed: rows.length - passed },
  };
}

// Every page's HTML is fixed for the life of the process (same build, same site config), so the report
// is too: it is built once per site config (about ten seconds of rendering) and then answered at once.
const reports = new WeakMap<SiteConfig, Promise<SeoReport>>();

/** The process's report, built on first use; a failed build is forgotten so the next view retries. */
export function cachedSeoReport(site: SiteConfig): Promise<SeoReport> {
  let report = reports.get(site);
  if (!report) {
    report = buildSeoReport(site);
    reports.set(site, report);
    report.catch(() => reports.delete(site));
  }
  return report;
}
