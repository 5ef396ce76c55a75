// The first-paint loader evaluates a page's chunks one per task, each after the chunks it imports.
import { describe, expect, test } from 'vitest';
import { dependencyFirst, moduleImportsOf } from '../../server/render/module-order.js';
import { loadScriptsAfterFirstPaint } from '../../server/render/scripts-after-first-paint.js';

const manifest = {
  'virtual:vike:page-entry:client:/pages/index': {
    file: 'assets/entries/pages_index.A.js',
    imports: ['_chunk-react-dom.js', '_chunk-react.js'],
  },
  '_chunk-react-dom.js': { file: 'assets/chunks/chunk-react-dom.js', imports: ['_chunk-react.js', '_chunk-router.js'] },
  '_chunk-router.js': { file: 'assets/chunks/chunk-router.js', imports: ['_chunk-helpers.js'] },
  '_chunk-react.js': { file: 'assets/chunks/chunk-react.js', imports: ['_chunk-helpers.js'] },
  '_chunk-helpers.js': { file: 'assets/chunks/chunk-helpers.js' },
  'node_modules/vike/dist/client/runtime-client-routing/entry.js': {
    file: 'assets/entries/entry-client-routing.B.js',
    imports: ['_chunk-router.js'],
  },
};
const imports = moduleImportsOf(manifest);

describe('dependencyFirst', () => {
  test('puts every chunk after the chunks it imports', () => {
    const hrefs = [
      '/assets/entries/pages_index.A.js',
      '/assets/chunks/chunk-react-dom.js',
      '/assets/chunks/chunk-react.js',
      '/assets/chunks/chunk-router.js',
      '/assets/chunks/chunk-helpers.js',
    ];
    const order = dependencyFirst(hrefs, imports);
    expect([...order].sort()).toEqual([...hrefs].sort());
    for (const [chunk, needs] of imports) {
      for (const needed of needs) {
        if (order.includes(chunk)) expect(order.indexOf(needed)).toBeLessThan(order.indexOf(chunk));
      }
    }
    expect(order.at(-1)).toBe('/assets/entries/pages_index.A.js');
  });

  test('leaves out chunks the page does not preload and keeps unknown ones', () => {
    expect(dependencyFirst(['/assets/chunks/chunk-react.js', '/assets/other.js'], imports)).toEqual([
      '/assets/chunks/chunk-react.js',
      '/assets/other.js',
    ]);
  });
});

const vikeTags = [
  '<link rel="modulepreload" href="/assets/entries/pages_index.A.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-react-dom.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-react.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-router.js" as="script" type="text/javascript">',
  '<link rel="modulepreload" href="/assets/chunks/chunk-helpers.js" as="script" type="text/javascript">',
  '<script src="/assets/entries/entry-client-routing.B.js" type="module" async></script>',
].join('');
const page = `<html><head></head><body><p>text</p>${vikeTags}</body></html>`;

describe('the first-paint loader', () => {
  test('lists the chunks dependency first and imports them one by one before the entry', () => {
    const html = loadScriptsAfterFirstPaint(page, imports);
    expect(html).not.toContain('<link rel="modulepreload"');
    const chunks = JSON.parse(/const chunks=(\[[^\]]*\])/.exec(html)![1]) as string[];
    expect(chunks).toEqual(dependencyFirst(chunks, imports));
    expect(chunks).toHaveLength(5);
    expect(html).toContain('await import(href)');
    expect(html).toMatch(/import\("\/assets\/entries\/entry-client-routing\.B\.js"\)/);
  });

  test('without the build manifest it leaves the evaluation to the entry', () => {
    const html = loadScriptsAfterFirstPaint(page, null);
    expect(html).not.toContain('await import(href)');
    expect(html).toMatch(/import\("\/assets\/entries\/entry-client-routing\.B\.js"\)/);
  });
});
