// A production server needs only its build output and the installed packages: copied into a folder
// with no source tree (no locales/, pages/, server/, site/), it starts and serves the blog, its
// feeds and the sitemap, all from the article index the build wrote.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForOutput } from '../helpers/built-server.js';

const buildDir = process.env.BUILD_DIR ?? 'dist';
const folder = mkdtempSync(join(tmpdir(), 'build-alone-'));

afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the build output on its own', () => {
  it('serves the blog, its feeds and the sitemap without the source tree', async () => {
    cpSync(resolve(buildDir), join(folder, 'dist'), { recursive: true });
    symlinkSync(resolve('node_modules'), join(folder, 'node_modules'));
    for (const source of ['locales', 'pages', 'server', 'site', 'renderer', 'components'])
      expect(existsSync(join(folder, source))).toBe(false);

    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['dist/server-node/index.mjs'], {
      cwd: folder,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        SITE_URL: origin,
        DATABASE_URL: `sqlite:${join(folder, 'site.sqlite')}`,
        SESSION_SECRET: 'build-alone-secret-long-enough-for-the-schema',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const serving = waitForOutput(server, (written) => written.includes('Serving '));
    try {
      await serving;
      const get = async (path: string) => {
        const response = await fetch(`${origin}${path}`);
        return { status: response.status, text: await response.text() };
      };
      const blog = await get('/blog');
      expect(blog.status).toBe(200);
      expect(blog.text).toContain('href="/blog/odoo-vat-saudi-arabia"');
      const arabicBlog = await get('/ar/blog');
      expect(arabicBlog.text).toContain('href="/ar/blog/zatca-compliance-odoo"');
      const feed = await get('/ar/blog/rss.xml');
      expect(feed.status).toBe(200);
      expect(feed.text).toContain(`${origin}/ar/blog/zatca-compliance-odoo`);
      const englishFeed = await get('/blog/rss.xml');
      expect(englishFeed.text).toContain(`${origin}/blog/odoo-vat-saudi-arabia`);
      const sitemap = await get('/sitemap.xml');
      expect(sitemap.status).toBe(200);
      expect(sitemap.text).toContain(`${origin}/blog/odoo-vat-saudi-arabia`);
      expect(output).not.toMatch(/"level":50/);
    } finally {
      server.kill('SIGTERM');
    }
  });
});
