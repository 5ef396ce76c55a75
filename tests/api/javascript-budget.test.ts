// What a phone downloads in JavaScript on a content page, the pricing page with its estimator among
// them: the scripts the page's loader brings (compressed with brotli, as a browser gets them) and the
// pages prefetched once it is idle (renderer/after-navigation.ts) stay within 100 KB. The budget is
// held a few KB under that, as a browser also counts each answer's headers.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir } from '../../server/config/build-dir.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const BUDGET_BYTES = 96 * 1024;
const PREFETCHED = ['/about', '/services'];

const [sqlite] = testDatabases('javascript-budget');

describe('JavaScript budget', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await sqlite.url());
  });
  afterAll(async () => ctx?.close());

  const scriptsOf = async (path: string) => {
    const html = (await request(ctx.app.callback()).get(path)).text;
    return new Set(html.match(/\/assets\/[\w./-]+\.js/g) ?? []);
  };
  // A file too small to be worth compressing is sent as it is.
  const bytesOf = (asset: string) => {
    const file = resolve(buildDir, 'client', `.${asset}`);
    return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
  };

  it.each(['/about', '/ar/services/zatca-e-invoicing', '/blog', '/pricing', '/ar/pricing'])(
    '%s stays within it, with the pages prefetched when idle',
    async (path) => {
      const scripts = await scriptsOf(path);
      for (const prefetched of PREFETCHED) for (const script of await scriptsOf(prefetched)) scripts.add(script);
      const total = [...scripts].reduce((sum, script) => sum + bytesOf(script), 0);
      expect(scripts.size).toBeGreaterThan(3);
      expect(total, `${path}: ${[...scripts].join(', ')}`).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );
});
