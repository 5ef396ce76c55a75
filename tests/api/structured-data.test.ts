// Every JSON-LD block the site publishes, checked against the schema.org vocabulary: each block of
// every page in the sitemap (and the blog aliases and the expert's page) is typed as schema-dts's
// WithContext<Thing> and compiled, so an unknown type or a property a type does not have (such as
// inLanguage on a Service) fails with the compiler's message.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);

// One block per shape (the same keys and the same @type values), so hundreds of pages compile as a
// few dozen objects.
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shapeOf);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === '@type' ? inner : shapeOf(inner)]),
    );
  return typeof value;
}

function compileErrors(blocks: unknown[]): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'jsonld-'));
  const file = join(dir, 'blocks.ts');
  writeFileSync(
    file,
    `import type { Thing, WithContext } from 'schema-dts';\n${blocks.map((block, index) => `export const block${index}: WithContext<Thing> = ${JSON.stringify(block, null, 1)};`).join('\n')}\n`,
  );
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    typeRoots: [],
    baseUrl: resolve('.'),
    paths: { 'schema-dts': [resolve('node_modules/schema-dts')] },
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n')[0]);
}

describe('structured data', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('structured-data')[0].url());
  });
  afterAll(async () => ctx?.close());

  it('uses only schema.org types and the properties each type has, on every page', async () => {
    const sitemap = (await agent().get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const shapes = new Map<string, unknown>();
    let count = 0;
    for (const path of [...paths, '/blog/odoo-implementation-costs', '/khalid-al-otaibi-riyadh']) {
      for (const block of jsonLdOf((await agent().get(path)).text)) {
        count++;
        const shape = JSON.stringify(shapeOf(block));
        if (!shapes.has(shape)) shapes.set(shape, block);
      }
    }
    expect(count).toBeGreaterThan(paths.length * 2);
    expect(compileErrors([...shapes.values()])).toEqual([]);
  }, 120_000);

  it('would catch a property a type does not have', () => {
    const errors = compileErrors([
      { '@context': 'https://schema.org', '@type': 'Service', name: 'Odoo implementation', inLanguage: 'en' },
    ]);
    expect(errors.join(' ')).toMatch(/inLanguage/);
  });
});
