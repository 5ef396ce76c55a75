// React's and the router's chunks get Chrome's compile hint on their first line; other chunks and
// the server build are written as they were.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { compileWhileDownloading } from '../../vite-plugins/compile-while-downloading.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function writeChunks(consumer: 'client' | 'server') {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hint-'));
  dirs.push(dir);
  const chunks = {
    'react-dom.js': ['/app/node_modules/react-dom/cjs/react-dom-client.production.js'],
    'router.js': ['/app/node_modules/vike/dist/client/runtime-client-routing/entry.js'],
    'page.js': ['/app/pages/contact/ContactForm.tsx'],
  };
  const bundle: Record<string, unknown> = {};
  for (const [fileName, moduleIds] of Object.entries(chunks)) {
    writeFileSync(join(dir, fileName), 'export const x=1;\n');
    bundle[fileName] = { type: 'chunk', fileName, moduleIds };
  }
  bundle['style.css'] = { type: 'asset', fileName: 'style.css' };
  const hook = compileWhileDownloading().writeBundle as (
    this: unknown,
    options: { dir: string },
    bundle: unknown,
  ) => void;
  hook.call({ environment: { config: { consumer } } }, { dir }, bundle);
  return (fileName: string) => readFileSync(join(dir, fileName), 'utf8');
}

describe('compile-while-downloading', () => {
  test('React and the router start with the compile hint; a page chunk does not', () => {
    const read = writeChunks('client');
    expect(read('react-dom.js')).toBe('//# allFunctionsCalledOnLoad\nexport const x=1;\n');
    expect(read('router.js').startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    expect(read('page.js')).toBe('export const x=1;\n');
  });

  test('the server build is left alone', () => {
    const read = writeChunks('server');
    expect(read('react-dom.js')).toBe('export const x=1;\n');
  });
});
