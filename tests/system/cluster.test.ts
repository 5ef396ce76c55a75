// WEB_CONCURRENCY=2: two server processes share the port and both answer; SIGTERM to the primary
// stops both gracefully and the primary exits 0. Every log line is JSON with the serving pid.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { freePort, startBuiltServer } from '../helpers/built-server.js';

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
  it('serves from two processes on one port and stops both on SIGTERM to the primary', async () => {
    const server = startBuiltServer(await freePort(), {
      WEB_CONCURRENCY: '2',
      SITE_URL: 'https://cluster.test',
      SESSION_SECRET: 'cluster-test-secret-long-enough-for-the-schema',
    });
    const serving = () => server.lines().filter((line) => line.msg.startsWith('Serving '));
    await server.waitForLog(() => serving().length === 2);
    const servers = new Set(serving().map((line) => line.pid));
    expect(servers.size).toBe(2);
    expect(servers.has(server.child.pid!)).toBe(false);

    for (let i = 0; i < 20; i++) expect(await get(server.port, '/about')).toBe(200);
    // Each request's line is written once its answer has gone: wait for all twenty.
    const requests = () => server.lines().filter((line) => line.msg === 'request');
    await server.waitForLog(() => requests().length === 20);
    expect(new Set(requests().map((line) => line.pid))).toEqual(servers);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    const stopped = new Set(
      server
        .lines()
        .filter((line) => line.msg.startsWith('Stopped in'))
        .map((line) => line.pid),
    );
    expect(stopped).toEqual(servers);
    // Nothing but JSON: no line of the primary, a server process or a library escapes the log.
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => line && !line.startsWith('{')),
    ).toEqual([]);
  });
});
