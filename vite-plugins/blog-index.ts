// The one index of published articles (front matter, slug, language, word count), newest first,
// produced at build time from locales/{en,ar}/blog/*.md. Pages import it as `virtual:blog-index`;
// the build also writes it beside Vike's server build as blog-index.json, which the production
// server reads at start (RSS feeds, sitemap, sharing cards), so a server needs only its build
// output, not the Markdown sources.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { newestFirst, type ArticleMeta } from '../site/blog-article.js';
import { readFrontMatter } from '../site/blog-front-matter.js';
import { localeList, type Locale } from '../site/languages.js';
import { publishedSlugs } from '../site/slugs/blog-articles.js';
import { renderArticleMarkdown } from './markdown-render.js';

export type BlogIndex = Record<Locale, ArticleMeta[]>;

export const BLOG_INDEX_MODULE = 'virtual:blog-index';
export const BLOG_INDEX_FILE = 'blog-index.json';

/** Reads and validates every published article; a missing or invalid file fails the build, naming it. */
export function buildBlogIndex(root = process.cwd()): BlogIndex {
  const ofLocale = (locale: Locale): ArticleMeta[] =>
    publishedSlugs(locale)
      .map((slug) => {
        const file = join('locales', locale, 'blog', `${slug}.md`);
        const { frontMatter, body } = readFrontMatter(readFileSync(join(root, file), 'utf8'), file);
        return { ...frontMatter, slug, locale, wordCount: renderArticleMarkdown(body, file).wordCount };
      })
      .sort(newestFirst);
  return Object.fromEntries(localeList.map((locale) => [locale, ofLocale(locale)])) as BlogIndex;
}

export function blogIndex(): Plugin {
  const resolvedId = `\0${BLOG_INDEX_MODULE}`;
  return {
    name: 'blog-index',
    resolveId: (id) => (id === BLOG_INDEX_MODULE ? resolvedId : null),
    load: (id) => (id === resolvedId ? `export default ${JSON.stringify(buildBlogIndex())};` : null),
    generateBundle() {
      if (this.environment.config.consumer !== 'server') return;
      this.emitFile({ type: 'asset', fileName: BLOG_INDEX_FILE, source: `${JSON.stringify(buildBlogIndex())}\n` });
    },
  };
}
