// SIGTERM to the documented start command (`npm start`) under keep-alive lead load: the server
// itself must get the signal, finish what is in flight, tell keep-alive clients to go, close the
// database and exit 0 within the deadline, leaving the port free and every answered lead stored.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { openDatabase } from '../../server/db.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';

const DEADLINE_MS = 5000;
const SENDERS = 4;

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
  it('stops on SIGTERM within the deadline with exit code 0, the port free and every answered lead stored', { timeout: 90_000 }, async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const database = `sqlite:${join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'site.sqlite')}`;
    const origin = `http://127.0.0.1:${port}`;
    const server = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database, SITE_URL: origin, SESSION_SECRET: 'shutdown-test-secret-long-enough-for-the-schema', TRUST_PROXY: '1', SHUTDOWN_TIMEOUT_MS: String(DEADLINE_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.once('exit', (code) => resolve({ code, at: Date.now() })));
    for (let attempt = 0; attempt < 150 && !/Serving /.test(output); attempt++) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(output).toMatch(/Serving /);

    const agent = new Agent({ keepAlive: true, maxSockets: SENDERS });
    let signalledAt = 0;
    let serial = 0;
    const answers: Answer[] = [];
    const post = (key: string) =>
      new Promise<Answer>((resolve, reject) => {
        const afterSignal = signalledAt > 0;
        const body = JSON.stringify({ name: `Shutdown Lead ${key}`, phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS });
        const req = request({ agent, host: '127.0.0.1', port, method: 'POST', path: '/api/contact-submissions', headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Origin: origin, 'Idempotency-Key': key, 'X-Forwarded-For': `10.1.${(serial >> 8) & 255}.${serial++ & 255}` } }, (res) => {
          res.resume();
          res.on('end', () => resolve({ key, status: res.statusCode ?? 0, connection: res.headers.connection, afterSignal }));
        });
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
    await new Promise((resolve) => setTimeout(resolve, 1500));
    signalledAt = Date.now();
    server.kill('SIGTERM');
    const { code, at } = await exited;
    await Promise.all(senders);
    agent.destroy();

    const stopMs = at - signalledAt;
    const answered = answers.filter((a) => a.status === 200 || a.status === 201);
    const db = await openDatabase(database);
    const stored = new Set((await db.getRepository(Lead).find({ select: { idempotencyKey: true } })).map((lead) => lead.idempotencyKey));
    await db.destroy();
    console.info(`shutdown test: SIGTERM to exit ${stopMs} ms, exit code ${code}; ${answers.length} leads answered (${answers.filter((a) => a.afterSignal).length} after the signal), ${answered.filter((a) => stored.has(a.key)).length} of ${answered.length} answered 2xx stored`);

    expect(code).toBe(0);
    expect(stopMs).toBeLessThan(DEADLINE_MS);
    expect(await portIsFree(port)).toBe(true);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((a) => !stored.has(a.key))).toEqual([]);
    // Keep-alive clients were told to go rather than fed more work: once the server had the signal,
    // each connection took at most the request it was already reading.
    expect(answers.filter((a) => a.afterSignal && a.connection !== 'close').length).toBeLessThanOrEqual(SENDERS);
    expect(output).toMatch(/SIGTERM: finishing requests in flight/);
  });
});
