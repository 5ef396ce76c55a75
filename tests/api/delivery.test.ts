// How pages and files travel: compression, caching of hashed assets, when the browser may fetch
// scripts, and what the log shows when a visitor aborts a download.
import { statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDir } from '../../server/config/build-dir.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { capturedLog, messagesAt } from '../helpers/log-lines.js';

describe('delivery', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const agent = () => request(ctx.app.callback());
  const log = capturedLog();
  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('delivery')[0].url(), {}, { logger: log.logger });
  });
  afterAll(async () => ctx?.close());

  it('compresses pages with brotli or gzip', async () => {
    const res = await agent().get('/').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    const gz = await agent().get('/contact').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it('sends scripts and styles as the brotli or gzip copies made at build time', async () => {
    const html = (await agent().get('/')).text;
    const files = [...new Set(html.match(/\/assets\/[\w/.-]+\.(?:js|css)/g))];
    const precompressed = files.filter((file) => statSync(`${buildDir}/client${file}`).size >= 1024);
    expect(precompressed.length).toBeGreaterThan(3);
    for (const file of precompressed) {
      const br = await agent().get(file).set('Accept-Encoding', 'br, gzip');
      expect(br.headers['content-encoding'], file).toBe('br');
      expect(Number(br.headers['content-length']), file).toBe(statSync(`${buildDir}/client${file}.br`).size);
      const gz = await agent().get(file).set('Accept-Encoding', 'gzip');
      expect(Number(gz.headers['content-length']), file).toBe(statSync(`${buildDir}/client${file}.gz`).size);
    }
  });

  it('lets the page paint first: no script is requested before the first contentful paint', async () => {
    const html = (await agent().get('/ar')).text;
    // Vike's tags are gone: nothing in the markup makes the browser fetch a script up front.
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).not.toMatch(/<script[^>]* src=/);
    const loaders = [...html.matchAll(/<script type="module">([^<]+)<\/script>/g)].map((m) => m[1]);
    expect(loaders).toHaveLength(1);
    // The loader waits for the paint, then preloads the page's chunks and imports the entry.
    expect(loaders[0]).toContain('first-contentful-paint');
    expect(loaders[0]).toMatch(/"\/assets\/entries\/pages_index\.[\w-]+\.js"/);
    expect(loaders[0]).toMatch(/import\("\/assets\/entries\/entry-client-routing\.[\w-]+\.js"\)/);
  });

  it('keeps the log quiet when a visitor aborts a download midway, and still logs real failures', async () => {
    log.lines.splice(0);
    // The server's side of the aborted response has closed (and whatever the app would log about it
    // has been logged) once its 'close' event has fired and the stream's error has been handled.
    const callback = ctx.app.callback();
    let serverSideClosed!: () => void;
    const closedOnServer = new Promise<void>((resolve) => (serverSideClosed = resolve));
    const server = http
      .createServer((req, res) => {
        res.once('close', () => setImmediate(serverSideClosed));
        void callback(req, res);
      })
      .listen(0);
    try {
      const { port } = server.address() as AddressInfo;
      await new Promise<void>((resolve, reject) => {
        const req = http.get({ port, path: '/media/intro.mp4' }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      });
      await closedOnServer;
      expect(messagesAt(log.lines, 'error')).toEqual([]);
      ctx.app.emit('error', new Error('database went away'));
      expect(messagesAt(log.lines, 'error')).toEqual(['Unhandled server error']);
    } finally {
      server.close();
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const html = (await agent().get('/')).text;
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)![1];
    const res = await agent().get(asset);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A script carries nosniff, but not the document's policies (bytes on every one of its requests).
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});
