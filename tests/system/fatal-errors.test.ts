// A server that cannot start, or meets an error nobody handled, must end with a non-zero exit code
// so that its supervisor (systemd's Restart=on-failure, the cluster primary) sees it: never log the
// error and stay alive without serving. Runs the production bundle as a child process.
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, freshSqliteUrl, startBuiltServer, type LogLine } from '../helpers/built-server.js';
import { execOnSqliteFile } from '../helpers/sqlite-file.js';

const serving = (lines: LogLine[]) => lines.filter((line) => line.msg.startsWith('Serving '));

describe('a start that fails exits non-zero with one line', () => {
  let taken: Server;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    taken = createServer();
    await new Promise<void>((done) => taken.listen(port, '127.0.0.1', done));
  });
  afterAll(() => new Promise((done) => taken.close(done)));

  // The exit is what the supervisor waits for: a start that failed and stayed up would hang here.
  it.each([1, 2])('on a port in use, with WEB_CONCURRENCY=%i', async (processes) => {
    const server = startBuiltServer(port, { WEB_CONCURRENCY: String(processes) });
    const { code } = await server.exited;
    expect(code).not.toBe(0);
    // Under the primary, the first server process to fail stops the other, which may not get to say it.
    const reasons = server.lines().filter((line) => line.msg.startsWith('Cannot start: '));
    expect(reasons.length).toBeGreaterThanOrEqual(1);
    for (const reason of reasons)
      expect(reason.msg).toBe(`Cannot start: cannot listen on 127.0.0.1:${port}: the port is in use (EADDRINUSE)`);
    if (processes > 1)
      expect(server.lines().map((line) => line.msg)).toContainEqual(
        expect.stringMatching(/^Server process \d+ stopped before it could serve \(exit code 1\); stopping all$/),
      );
    expect(serving(server.lines())).toEqual([]);
  });

  it('on a database whose migration fails', async () => {
    const url = freshSqliteUrl('failed-migration');
    // A table of the first migration's name already there: its CREATE TABLE fails.
    execOnSqliteFile(url, 'CREATE TABLE lead (id INTEGER)');
    const server = startBuiltServer(await freePort(), { DATABASE_URL: url });
    expect((await server.exited).code).not.toBe(0);
    expect(
      server
        .lines()
        .filter((line) => line.msg.startsWith('Cannot start: '))
        .map((line) => line.msg),
    ).toEqual([expect.stringMatching(/already exists/)]);
  });

  it('on a database file that is not a database', async () => {
    const url = freshSqliteUrl('not-a-database');
    writeFileSync(
      url.slice('sqlite:'.length),
      'not a database, just text long enough to be read as a header'.repeat(20),
    );
    const server = startBuiltServer(await freePort(), { DATABASE_URL: url });
    expect((await server.exited).code).not.toBe(0);
    expect(
      server
        .lines()
        .filter((line) => line.msg.startsWith('Cannot start: '))
        .map((line) => line.msg),
    ).toEqual([expect.stringMatching(/not a database/)]);
  });

  it.runIf(process.env.TEST_MYSQL_URL)('on a MySQL server that refuses the credentials', async () => {
    const url = new URL(process.env.TEST_MYSQL_URL!);
    url.username = 'no_such_user';
    url.password = 'wrong-password';
    const server = startBuiltServer(await freePort(), { DATABASE_URL: url.toString() });
    expect((await server.exited).code).not.toBe(0);
    expect(
      server
        .lines()
        .filter((line) => line.msg.startsWith('Cannot start: '))
        .map((line) => line.msg),
    ).toEqual([expect.stringMatching(/Access denied/)]);
  });
});

describe('an error nobody handled once serving', () => {
  const failOnSignal = { NODE_OPTIONS: `--import=${resolve('tests/helpers/fail-on-signal.mjs')}` };

  it('stops the process gracefully with exit code 1', async () => {
    const server = startBuiltServer(await freePort(), { ...failOnSignal, FAIL_ON_SIGNAL: 'exception' });
    await server.waitForLog((lines) => serving(lines).length === 1);
    server.child.kill('SIGUSR2');
    expect((await server.exited).code).toBe(1);
    const messages = server.lines().map((line) => line.msg);
    expect(messages).toContainEqual(
      expect.stringMatching(/^Stopping after an unexpected error: Error: an error nobody handled, made on purpose/),
    );
    expect(messages).toContainEqual(expect.stringMatching(/^Stopped in \d+ ms$/));
  });

  it('ends that server process, and the cluster primary starts another', async () => {
    const server = startBuiltServer(await freePort(), {
      ...failOnSignal,
      FAIL_ON_SIGNAL: 'rejection',
      WEB_CONCURRENCY: '2',
    });
    try {
      await server.waitForLog((lines) => serving(lines).length === 2);
      const [failing] = serving(server.lines());
      process.kill(failing.pid, 'SIGUSR2');
      await server.waitForLog((lines) => serving(lines).length === 3);
      const messages = server.lines().map((line) => line.msg);
      expect(messages).toContain(`Server process ${failing.pid} stopped (exit code 1); starting another`);
      expect(
        server
          .lines()
          .filter(
            (line) =>
              line.pid === failing.pid &&
              line.msg.startsWith('Stopping after an unexpected error: Error: an error nobody handled'),
          ),
      ).toHaveLength(1);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
