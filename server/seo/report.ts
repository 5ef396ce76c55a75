// The SEO check screen's report (DESIGN §1): every public route (read from shared/public-routes.ts
// each time, since page families keep adding to it) rendered in both languages in-process, through
// Vike's renderPage() with the same pageContextInit as a real request, then parsed and judged.
// No HTTP request leaves the process.
import { randomBytes } from 'node:crypto';
import { renderPage } from 'vike/server';
import type { Locale } from '../../locales/index.js';
import type { SiteConfig } from '../../renderer/site.js';
import { localizePath } from '../../shared/paths.js';
import { publicLogicalPaths } from '../../shared/public-routes.js';
import type { SeoReport, SeoRow } from '../../shared/seo-report.js';
import { basePageContextInit } from '../render.js';
import { extractFacts } from './extract.js';
import { judgePage, nonReciprocal } from './rules.js';

const LOCALES: Locale[] = ['en', 'ar'];
const CONCURRENCY = 4;

async function renderHtml(url: string, site: SiteConfig): Promise<{ status: number; html: string }> {
  const pageContext = await renderPage(basePageContextInit(url, site, randomBytes(16).toString('base64')));
  const response = pageContext.httpResponse;
  return { status: response?.statusCode ?? 500, html: typeof response?.body === 'string' ? response.body : '' };
}

async function checkOne(path: string, locale: Locale, site: SiteConfig): Promise<SeoRow> {
  const url = localizePath(path, locale);
  const absolute = (p: string) => `${site.siteUrl}${p}`;
  const expected = {
    self: absolute(url),
    alternates: { en: absolute(path), ar: absolute(localizePath(path, 'ar')), 'x-default': absolute(path) },
  };
  const { status, html } = await renderHtml(url, site);
  const facts = extractFacts(html);
  const { jsonLd, reasons } = judgePage(facts, status, expected);
  return {
    path: url,
    locale,
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

export async function buildSeoReport(site: SiteConfig, paths: string[] = publicLogicalPaths()): Promise<SeoReport> {
  const jobs = paths.flatMap((path) => LOCALES.map((locale) => ({ path, locale })));
  const rows: SeoRow[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      rows[index] = await checkOne(jobs[index].path, jobs[index].locale, site);
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
  return { generatedAt: new Date().toISOString(), rows, summary: { pages: rows.length, passed, failed: rows.length - passed } };
}
