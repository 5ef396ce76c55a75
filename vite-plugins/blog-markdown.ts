// Turns locales/{en,ar}/blog/*.md imports into plain data modules at build time:
// validated front matter, HTML with heading ids, the heading list for the TOC and the word count.
// Invalid front matter or a disallowed construct fails the build with the file's name.
import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { readFrontMatter } from '../site/blog-front-matter.js';
import { renderArticleMarkdown } from './markdown-render.js';

const articleFile = /\/locales\/(en|ar)\/blog\/([a-z0-9-]+)\.md$/;

export function blogMarkdown(): Plugin {
  return {
    name: 'blog-markdown',
    enforce: 'pre',
    transform(code, id) {
      const match = articleFile.exec(id.split('?')[0]);
      if (!match) return null;
      const file = relative(process.cwd(), id);
      const { frontMatter, body } = readFrontMatter(code, file);
      const { html, headings, wordCount } = renderArticleMarkdown(body, file);
      const meta = { ...frontMatter, slug: match[2], locale: match[1], wordCount };
      return {
        code: [
          `export const meta = ${JSON.stringify(meta)};`,
          `export const headings = ${JSON.stringify(headings)};`,
          `export const html = ${JSON.stringify(html)};`,
        ].join('\n'),
        map: null,
      };
    },
  };
}
