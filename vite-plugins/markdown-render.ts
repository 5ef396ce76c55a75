// An article's Markdown body as HTML, at build time only (the browser never gets a parser):
// headings get stable ids and a hover anchor, tables a horizontally scrollable, focusable region
// labelled by their section heading, and the heading list and word count come out alongside.
import { Marked, Renderer, type Tokens } from 'marked';
import type { ArticleHeading } from '../site/blog-article.js';

export interface RenderedArticle {
  html: string;
  headings: ArticleHeading[];
  wordCount: number;
}

const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
export const htmlToText = (html: string) =>
  html.replace(/<[^>]+>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (e) => entities[e]);

/** "What ZATCA asks of your system?" -> "what-zatca-asks-of-your-system"; Arabic letters are kept. */
export function slugifyHeading(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{M}\u0640]/gu, '') // Arabic diacritics and tatweel say nothing in an id
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

export function renderArticleMarkdown(body: string, file: string): RenderedArticle {
  const headings: ArticleHeading[] = [];
  const used = new Map<string, number>();
  let sectionId: string | null = null;
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    walkTokens(token) {
      // Words only in articles: raw HTML would bypass the layout and the page's single h1.
      if (token.type === 'html') throw new Error(`${file}: raw HTML is not allowed in articles`);
      if (token.type === 'heading' && (token.depth < 2 || token.depth > 3)) {
        throw new Error(`${file}: only ## and ### headings are allowed (the title is the page's h1): "${token.text}"`);
      }
    },
    renderer: {
      heading(this: Renderer, { tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const text = htmlToText(inner).replace(/\s+/g, ' ').trim();
        const base = slugifyHeading(text) || `section-${headings.length + 1}`;
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        headings.push({ depth: depth as 2 | 3, id, text });
        if (depth === 2) sectionId = id;
        // The anchor is for pointing devices; keyboard and screen-reader users have the TOC.
        return `<h${depth} id="${id}">${inner}<a class="heading-anchor" href="#${id}" aria-hidden="true" tabindex="-1">#</a></h${depth}>\n`;
      },
      table(this: Renderer, token: Tokens.Table) {
        const table = Renderer.prototype.table.call(this, token);
        const label = sectionId ? ` role="region" aria-labelledby="${sectionId}"` : '';
        return `<div class="table-scroll" tabindex="0"${label}>${table}</div>\n`;
      },
    },
  });
  const html = marked.parse(body) as string;
  const wordCount = htmlToText(html)
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html, headings, wordCount };
}
