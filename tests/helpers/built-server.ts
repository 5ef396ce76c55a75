// The production bundle (dist/server-node/index.mjs, or BUILD_DIR's) as a child process, the way a
// supervisor runs it: its JSON log lines, its exit, and waits on both with a deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildDir } from '../../server/config/build-dir.js';

export interface LogLine {
  pid: number;
  level: number;
  msg: string;
}

export interface BuiltServer {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Every JSON line written so far (stdout and stderr). */
  lines: () => LogLine[];
  /** Resolves with the exit code and when it came. */
  exited: Promise<{ code: number | null; at: number }>;
  /** Resolves once `test` holds for the log, rejects after `ms`. */
  waitForLog: (test: (lines: LogLine[]) => boolean, ms?: number) => Promise<void>;
}

export const freshSqliteUrl = (tag: string) => `sqlite:${join(mkdtempSync(join(tmpdir(), `${tag}-`)), 'site.sqlite')}`;

export function startBuiltServer(port: number, env: Record<string, string> = {}): BuiltServer {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [resolve(buildDir, 'server-node/index.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      SESSION_SECRET: 'built-server-test-secret-long-enough-for-the-schema',
      ADMIN_REQUIRE_2FA: '0',
      DATABASE_URL: freshSqliteUrl('built-server'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiters = new Set<() => void>();
  const heard = (chunk: Buffer) => {
    output += chunk;
    for (const waiter of waiters) waiter();
  };
  child.stdout!.on('data', heard);
  child.stderr!.on('data', heard);
  const exited = new Promise<{ code: number | null; at: number }>((done) =>
    child.once('exit', (code) => done({ code, at: Date.now() })),
  );
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const waitForLog = (test: (lines: LogLine[]) => boolean, ms = 30_000) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!test(lines())) return;
        clearTimeout(timer);
        waiters.delete(check);
        done();
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`log condition not met within ${ms} ms; the log:\n${output}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { child, port, origin, lines, exited, waitForLog };
}

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
