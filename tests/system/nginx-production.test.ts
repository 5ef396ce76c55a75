// The production setup as the README gives it: deploy/nginx-site.conf (TLS, HTTP/2, HSTS, proxy
// headers, page cache) in front of the built server, with a self-signed certificate. Only the host
// name, ports and file paths are changed for the test, and each change must find its line, so the
// test breaks when the file changes shape.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildDir } from '../../server/config/build-dir.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { openDatabase } from '../../server/database/db.js';
import { LEAD_QUOTA } from '../../server/leads/lead-quota.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { ADMIN_PASSWORD } from '../helpers/admin.js';
import { freePort } from '../helpers/built-server.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const NGINX = '/usr/sbin/nginx';
// Free ports at the start, so that a suite running beside this one cannot be listening there.
let ports = { app: 0, http: 0, https: 0 };
let origin = '';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

function call(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((done, fail) => {
    const req = send(
      url,
      { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on('error', fail);
    req.end(options.body);
  });
}

/** The deploy file with the test's host, ports and paths; each replacement must match. */
function siteConfigForTest(dir: string): string {
  let config = readFileSync('deploy/nginx-site.conf', 'utf8');
  const replace = (from: string | RegExp, to: string) => {
    const before = config;
    config = config.replace(from, to);
    if (config === before) throw new Error(`deploy/nginx-site.conf no longer contains ${String(from)}`);
  };
  replace('server 127.0.0.1:3000;', `server 127.0.0.1:${ports.app};`);
  replace('/var/cache/nginx/erp-site', join(dir, 'cache'));
  replace('/var/www/letsencrypt', join(dir, 'acme'));
  replace(/ {4}listen \[::\]:80;\n/, '');
  replace(/ {4}listen \[::\]:443 ssl http2;\n/, '');
  replace('listen 80;', `listen 127.0.0.1:${ports.http};`);
  replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`);
  replace(/server_name www\.example\.com;/g, 'server_name localhost;');
  replace('/etc/letsencrypt/live/www.example.com/fullchain.pem', join(dir, 'cert.pem'));
  replace('/etc/letsencrypt/live/www.example.com/privkey.pem', join(dir, 'key.pem'));
  return config;
}

/** Waits until `url` answers 200: the readiness each process reports, however long a busy machine takes. */
const readyAt = (url: string) =>
  vi.waitFor(async () => expect((await call(url)).status).toBe(200), { timeout: 120_000, interval: 200 });

describe('the production setup behind nginx', () => {
  let app: ChildProcess;
  let nginx: ChildProcess;
  let dir: string;

  beforeAll(async () => {
    ports = { app: await freePort(), http: await freePort(), https: await freePort() };
    origin = `https://localhost:${ports.https}`;
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    for (const sub of ['cache', 'acme', 'temp']) mkdirSync(join(dir, sub));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );

    const database = `sqlite:${join(dir, 'site.sqlite')}`;
    const db = await openDatabase(database);
    await createAdmin(db, 'owner', ADMIN_PASSWORD);
    await db.destroy();
    // As the systemd unit in deploy/ runs it.
    app = spawn(process.execPath, [resolve(buildDir, 'server-node/index.mjs')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(ports.app),
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        SITE_URL: origin,
        DATABASE_URL: database,
        SESSION_SECRET: 'nginx-test-secret-long-enough-for-the-schema',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    writeFileSync(join(dir, 'site.conf'), siteConfigForTest(dir));
    writeFileSync(
      join(dir, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        'daemon off;',
        `pid ${join(dir, 'nginx.pid')};`,
        `error_log ${join(dir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
          (kind) => `  ${kind}_temp_path ${join(dir, 'temp', kind)};`,
        ),
        `  include ${join(dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    execFileSync(NGINX, ['-t', '-c', join(dir, 'nginx.conf')], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
    await readyAt(`http://127.0.0.1:${ports.app}/readyz`);
    await readyAt(`${origin}/readyz`);
  });

  afterAll(() => {
    nginx?.kill('SIGQUIT');
    app?.kill('SIGTERM');
  });

  it('redirects plain HTTP to HTTPS and sends one HSTS header over HTTPS', async () => {
    const plain = await call(`http://localhost:${ports.http}/about?x=1`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://localhost/about?x=1');
    const secure = await call(`${origin}/about`);
    expect(secure.status).toBe(200);
    // Once, from the app: nginx adds no second one.
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('serves HTTP/2', async () => {
    const session = http2Connect(origin, { rejectUnauthorized: false });
    try {
      const status = await new Promise<number>((done, fail) => {
        const stream = session.request({ ':path': '/ar' });
        stream.on('response', (headers) => done(Number(headers[':status'])));
        stream.on('error', fail);
        stream.resume();
      });
      expect(status).toBe(200);
      expect(session.alpnProtocol).toBe('h2');
    } finally {
      session.close();
    }
  });

  it('publishes canonical and hreflang URLs on the HTTPS origin', async () => {
    const html = (await call(`${origin}/ar/about`)).body.toString('utf8');
    expect(html).toContain(`<link rel="canonical" href="${origin}/ar/about"/>`);
    expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${origin}/about"/>`);
    const sitemap = (await call(`${origin}/sitemap.xml`)).body.toString('utf8');
    expect(sitemap).toContain(`<loc>${origin}/about</loc>`);
    expect(sitemap).not.toMatch(/<loc>http:|href="http:/);
  });

  it('compresses once: the app’s brotli or gzip, passed through unchanged', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await call(`${origin}/services`, { headers: { 'Accept-Encoding': encoding } });
      expect(answer.headers['content-encoding'], encoding).toBe(encoding);
      expect(decode(answer.body).toString('utf8').startsWith('<!DOCTYPE html>'), encoding).toBe(true);
    }
    const identity = await call(`${origin}/services`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.toString('utf8').startsWith('<!DOCTYPE html>')).toBe(true);
  });

  it('keeps public pages in the page cache and never an admin screen or an API answer', async () => {
    await call(`${origin}/industries`);
    expect((await call(`${origin}/industries`)).headers['x-cache-status']).toBe('HIT');
    await call(`${origin}/admin`);
    expect((await call(`${origin}/admin`)).headers['x-cache-status']).not.toBe('HIT');
  });

  it('gives the admin a Secure, host-only session cookie', async () => {
    const signIn = await call(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ username: 'owner', password: ADMIN_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const session = ([signIn.headers['set-cookie']].flat() as string[]).find((cookie) =>
      cookie.startsWith('__Host-sid='),
    );
    expect(session).toMatch(/;\s*secure/i);
    expect(session).toMatch(/;\s*httponly/i);
    // The request id nginx made is the one the app logs and returns.
    expect(signIn.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts the lead quota against the address nginx sees, whatever X-Forwarded-For the client sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= LEAD_QUOTA.perWindow; i++) {
      const answer = await call(`${origin}/api/contact-submissions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin, 'X-Forwarded-For': `198.51.100.${i + 1}` },
        body: JSON.stringify({ name: `Forged ${i}`, phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, LEAD_QUOTA.perWindow).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
