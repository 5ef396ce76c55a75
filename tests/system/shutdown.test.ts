// SIGTERM to the documented start command (`npm start`) under keep-alive lead load: the server
// itself must get the signal, finish what is in flight, tell keep-alive clients to go, close the
// database and exit 0 (a stop the deadline forced exits 1), leaving the port free and every answered
// lead stored. Requests that are still waiting on the database when the signal comes answer with
// Connection: close too, and a deadline that cuts them says so. Every step waits on an event (a log
// line, an answer, the exit); the deadlines are set far beyond what the work needs, so a busy machine
// only makes the test slower.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { Lead } from '../../entities/index.js';
import { openDatabase } from '../../server/database/db.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { freePort, freshSqliteUrl, startBuiltServer, waitForOutput } from '../helpers/built-server.js';
import { holdSqliteWriteLock } from '../helpers/sqlite-file.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

// A ceiling: the requests in flight take milliseconds, so a clean stop never comes near it.
const DEADLINE_MS = 60_000;
const SENDERS = 4;
/** Leads answered before the signal, so that it comes under load. */
const ANSWERED_BEFORE_SIGNAL = 40;

interface Answer {
  key: string;
  status: number;
  connection: string | undefined;
  /** Sent after SIGTERM went to npm (which forwards it to the server a moment later). */
  afterSignal: boolean;
}

const portIsFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(true));
  });

describe('shutdown of npm start', () => {
  it(
    'stops on SIGTERM within the deadline with exit code 0, the port free and every answered lead stored',
    { timeout: 300_000 },
    async () => {
      const port = await freePort();
      const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'site.sqlite')}`;
      const origin = `http://127.0.0.1:${port}`;
      const server = spawn('npm', ['start'], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: database,
          SITE_URL: origin,
          SESSION_SECRET: 'shutdown-test-secret-long-enough-for-the-schema',
          TRUST_PROXY: '1',
          SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      server.stdout.on('data', (chunk: Buffer) => (output += chunk));
      server.stderr.on('data', (chunk: Buffer) => (output += chunk));
      const exited = new Promise<{ code: number | null }>((resolve) =>
        server.once('exit', (code) => resolve({ code })),
      );
      await waitForOutput(server, (written) => /Serving /.test(written));

      const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
      let signalled = false;
      let serial = 0;
      const answers: Answer[] = [];
      const post = (key: string) =>
        new Promise<Answer>((resolve, reject) => {
          const afterSignal = signalled;
          const body = JSON.stringify({
            name: `Shutdown Lead ${key}`,
            phone: '+966 50 123 4567',
            ...POPUP_LEAD_FIELDS,
            ...HUMAN_FILL,
          });
          const req = request(
            {
              agent,
              host: '127.0.0.1',
              port,
              method: 'POST',
              path: '/api/contact-submissions',
              headers: {
                'Content-Type': 'application/json',
                'Content-Length': Buffer.byteLength(body),
                Origin: origin,
                'Idempotency-Key': key,
                'X-Forwarded-For': `10.1.${(serial >> 8) & 255}.${serial++ & 255}`,
              },
            },
            (res) => {
              res.resume();
              res.on('end', () =>
                resolve({ key, status: res.statusCode ?? 0, connection: res.headers.connection, afterSignal }),
              );
            },
          );
          req.on('error', reject);
          req.end(body);
        });
      const senders = Array.from({ length: SENDERS }, async (_, sender) => {
        for (let n = 0; ; n++) {
          try {
            answers.push(await post(`shutdown-${sender}-${String(n).padStart(6, '0')}`));
          } catch {
            return; // refused or reset: the server has stopped taking work
          }
        }
      });
      await vi.waitFor(() => expect(answers.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_SIGNAL), {
        timeout: 120_000,
        interval: 20,
      });
      signalled = true;
      server.kill('SIGTERM');
      const { code } = await exited;
      await Promise.all(senders);
      agent.destroy();

      const answered = answers.filter((a) => a.status === 200 || a.status === 201);
      const db = await openDatabase(database);
      const stored = new Set(
        (await db.getRepository(Lead).find({ select: { idempotencyKey: true } })).map((lead) => lead.idempotencyKey),
      );
      await db.destroy();
      console.info(
        `shutdown test: exit code ${code}; ${answers.length} leads answered (${answers.filter((a) => a.afterSignal).length} after the signal), ${answered.filter((a) => stored.has(a.key)).length} of ${answered.length} answered 2xx stored`,
      );

      expect(code).toBe(0);
      expect(output).not.toMatch(/deadline forced|Shutdown deadline/);
      expect(await portIsFree(port)).toBe(true);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.filter((a) => !stored.has(a.key))).toEqual([]);
      // Keep-alive clients were told to go rather than fed more work: once the server had the signal,
      // each connection took at most the request it was already reading.
      expect(answers.filter((a) => a.afterSignal && a.connection !== 'close').length).toBeLessThanOrEqual(SENDERS);
      expect(output).toMatch(/SIGTERM: finishing requests in flight/);
    },
  );
});

// A lead waits for the SQLite write lock, which the test holds from a connection of its own, until
// its DATABASE_TIMEOUT_MS and then answers 503: requests in flight when SIGTERM comes, on
// keep-alive connections that answered before.
describe('shutdown with requests in flight on a locked database', () => {
  const SENDERS = 4;

  async function leadsInFlight(env: Record<string, string>) {
    const databaseUrl = freshSqliteUrl('shutdown-locked');
    const server = startBuiltServer(await freePort(), { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', ...env });
    await server.waitForLog((lines) => lines.some((line) => line.msg.startsWith('Serving ')));
    const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
    /** Each request with a body, resolved once it has been written to its socket whole. */
    const written: Array<Promise<void>> = [];
    const call = (method: string, path: string, body?: string, through: Agent | false = agent) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const headers =
          body === undefined
            ? {}
            : {
                'Content-Type': 'application/json',
                'Content-Length': Buffer.byteLength(body),
                Origin: server.origin,
                'X-Forwarded-For': `10.2.0.${Math.floor(Math.random() * 250)}`,
              };
        const req = request({ agent: through, host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
        });
        req.on('error', reject);
        if (body !== undefined) written.push(new Promise((done) => req.once('finish', done)));
        req.end(body);
      });
    // Each keep-alive connection answers once first, so it is open and accepted before its lead.
    await Promise.all(Array.from({ length: SENDERS }, () => call('GET', '/healthz')));
    const release = holdSqliteWriteLock(databaseUrl);
    const leads = Array.from({ length: SENDERS }, (_, n) =>
      call(
        'POST',
        '/api/contact-submissions',
        JSON.stringify({ name: `Locked Lead ${n}`, phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL }),
      ),
    );
    // Each test awaits them its own way; one that fails before that must not leave them unheard.
    for (const lead of leads) lead.catch(() => undefined);
    // Sent once every lead is on its socket, the readiness check waits behind the leads' statements
    // and gives up after a second: the server read each lead before it. A lone miss is not yet a
    // fault, so two checks: the second miss in a row is 503.
    await Promise.all(written);
    await call('GET', '/readyz', undefined, false);
    const readiness = await call('GET', '/readyz', undefined, false);
    if (readiness.status !== 503) {
      server.child.kill('SIGKILL');
      release();
      agent.destroy();
      expect.fail(`the readiness check answered ${readiness.status} while the leads waited for the database`);
    }
    return { server, leads, release, agent };
  }

  it('answers them (503 included) with Connection: close, then exits 0', { timeout: 300_000 }, async () => {
    // The leads give up on the lock well after the signal, and long before the deadline (a ceiling).
    const { server, leads, release, agent } = await leadsInFlight({
      DATABASE_TIMEOUT_MS: '10000',
      SHUTDOWN_TIMEOUT_MS: '120000',
    });
    try {
      server.child.kill('SIGTERM');
      const answers = await Promise.all(leads);
      expect(answers).toEqual(Array.from({ length: SENDERS }, () => ({ status: 503, connection: 'close' })));
      expect((await server.exited).code).toBe(0);
    } finally {
      release();
      agent.destroy();
    }
  });

  it('at the deadline cuts them, says what it cut and exits 1', { timeout: 300_000 }, async () => {
    // The deadline comes long before the leads would give up on the lock (the longest timeout allowed).
    const { server, leads, release, agent } = await leadsInFlight({
      DATABASE_TIMEOUT_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '1500',
    });
    try {
      const outcomes = Promise.allSettled(leads);
      server.child.kill('SIGTERM');
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.lines().map((line) => line.msg)).toContain(
        `Shutdown deadline (1500 ms) reached: cutting ${SENDERS} connection(s) with ${SENDERS} request(s) in flight`,
      );
      expect((await outcomes).every((lead) => lead.status === 'rejected')).toBe(true);
    } finally {
      release();
      agent.destroy();
    }
  });
});
