// WEB_CONCURRENCY=2: two server processes share the port and both answer; SIGTERM to the primary
// stops both gracefully and the primary exits 0. Every log line is JSON with the serving pid.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDir } from '../../server/config/build-dir.js';

const get = (port: number, path: string) =>
  new Promise<number>((done, fail) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { Connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });

describe('WEB_CONCURRENCY', () => {
  it(
    'serves from two processes on one port and stops both on SIGTERM to the primary',
    { timeout: 60_000 },
    async () => {
      const port = 3900 + Math.floor(Math.random() * 90);
      const server = spawn(process.execPath, [resolve(buildDir, 'server-node/index.mjs')], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_CONCURRENCY: '2',
          DATABASE_URL: `sqlite:${join(mkdtempSync(join(tmpdir(), 'cluster-')), 'site.sqlite')}`,
          SITE_URL: `https://cluster.test`,
          SESSION_SECRET: 'cluster-test-secret-long-enough-for-the-schema',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const exited = new Promise<number | null>((done) => server.once('exit', (code) => done(code)));
      const lines = () =>
        output
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { pid: number; msg: string; path?: string });

      for (
        let attempt = 0;
        attempt < 150 && lines().filter((line) => line.msg.startsWith('Serving ')).length < 2;
        attempt++
      )
        await new Promise((done) => setTimeout(done, 200));
      const servers = new Set(
        lines()
          .filter((line) => line.msg.startsWith('Serving '))
          .map((line) => line.pid),
      );
      expect(servers.size).toBe(2);
      expect(servers.has(server.pid!)).toBe(false);

      for (let i = 0; i < 20; i++) expect(await get(port, '/about')).toBe(200);
      const answeredBy = new Set(
        lines()
          .filter((line) => line.msg === 'request')
          .map((line) => line.pid),
      );
      expect(answeredBy).toEqual(servers);

      server.kill('SIGTERM');
      expect(await exited).toBe(0);
      const stopped = new Set(
        lines()
          .filter((line) => line.msg.startsWith('Stopped in'))
          .map((line) => line.pid),
      );
      expect(stopped).toEqual(servers);
    },
  );
});
