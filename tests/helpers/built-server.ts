// The production bundle (dist/server-node/index.mjs, or BUILD_DIR's) as a child process, the way a
// supervisor runs it: its JSON log lines, its exit, and waits on either. A wait ends on the event it
// waits for; its ceiling only stops a test whose server has clearly hung.
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
  /** Everything written so far, JSON or not. */
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<{ code: number | null }>;
  /** Resolves once `test` holds for the log; rejects if the process exits first, or after `ms`. */
  waitForLog: (test: (lines: LogLine[]) => boolean, ms?: number) => Promise<void>;
}

/** How long a wait on a server's log may take before the test gives up on it. */
export const LOG_WAIT_CEILING_MS = 120_000;

/** Resolves once `test` holds for the text written so far, or rejects when `child` exits first or after `ms`. */
export function waitForOutput(
  child: ChildProcess,
  test: (output: string) => boolean,
  ms = LOG_WAIT_CEILING_MS,
): Promise<string> {
  return new Promise((done, fail) => {
    let output = '';
    const stop = () => {
      clearTimeout(timer);
      child.stdout?.off('data', heard);
      child.stderr?.off('data', heard);
      child.off('exit', exited);
    };
    const heard = (chunk: Buffer) => {
      output += chunk;
      if (!test(output)) return;
      stop();
      done(output);
    };
    const exited = (code: number | null) => {
      stop();
      fail(new Error(`the process exited (${code}) before its output showed what was awaited:\n${output}`));
    };
    const timer = setTimeout(() => {
      stop();
      fail(new Error(`output condition not met within ${ms} ms:\n${output}`));
    }, ms);
    child.stdout?.on('data', heard);
    child.stderr?.on('data', heard);
    child.once('exit', exited);
  });
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
  let exitCode: number | null | undefined;
  const exited = new Promise<{ code: number | null }>((done) =>
    child.once('exit', (code) => {
      exitCode = code;
      done({ code });
      for (const waiter of waiters) waiter();
    }),
  );
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const waitForLog = (test: (lines: LogLine[]) => boolean, ms = LOG_WAIT_CEILING_MS) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        const held = test(lines());
        if (!held && exitCode === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        if (held) done();
        else fail(new Error(`the server exited (${exitCode}) before its log showed what was awaited:\n${output}`));
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        fail(new Error(`log condition not met within ${ms} ms; the log:\n${output}`));
      }, ms);
      waiters.add(check);
      check();
    });
  return { child, port, origin, lines, output: () => output, exited, waitForLog };
}

/** A port nobody listens on at the moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}
