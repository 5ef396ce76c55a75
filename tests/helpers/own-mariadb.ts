// A MariaDB server of the test's own, on a spare port with a throwaway data directory, that the
// test may kill (-9), freeze (SIGSTOP) and start again without touching the machine's server.
// Grant tables are skipped: it listens on 127.0.0.1 only and lives for one test file.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, vi } from 'vitest';
import mysql from 'mysql2/promise';
import { waitForOutput } from './built-server.js';

const MARIADBD = process.env.MARIADBD_PATH ?? '/usr/sbin/mariadbd';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export class OwnMariadb {
  private process: ChildProcess | undefined;

  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<OwnMariadb> {
    const dir = mkdtempSync(join(tmpdir(), 'own-mariadb-'));
    execFileSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'data')}`,
        '--auth-root-authentication-method=normal',
        '--skip-test-db',
        '--user=root',
      ],
      { stdio: 'ignore' },
    );
    const server = new OwnMariadb(dir, await freePort());
    await server.start();
    const connection = await mysql.createConnection({ host: '127.0.0.1', port: server.port, user: 'root' });
    await connection.query('CREATE DATABASE site CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    await connection.end();
    return server;
  }

  get url(): string {
    return `mysql://root@127.0.0.1:${this.port}/site`;
  }

  /** Starts the server on its data directory and resolves once it says it is ready for connections. */
  async start(): Promise<void> {
    const args = [
      '--no-defaults',
      `--datadir=${join(this.dir, 'data')}`,
      `--port=${this.port}`,
      `--socket=${join(this.dir, 'sock')}`,
      '--bind-address=127.0.0.1',
      '--user=root',
      '--skip-grant-tables',
      '--skip-log-bin',
      '--innodb-buffer-pool-size=32M',
    ];
    this.process = spawn(MARIADBD, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    // Its own log line, after any crash recovery; a server that exits first fails the wait at once.
    await waitForOutput(this.process, (log) => /ready for connections/.test(log));
    // Read on, so that a full pipe never stops the server.
    this.process.stderr!.resume();
  }

  /** kill -9: the server vanishes mid-query, as in a crash. */
  async kill(): Promise<void> {
    const child = this.process;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  /** SIGSTOP, resolved once the kernel reports the server stopped (kill() returns before that). */
  async freeze(): Promise<void> {
    const pid = this.process?.pid;
    if (!pid) return;
    this.process!.kill('SIGSTOP');
    await vi.waitFor(() => expect(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0]).toMatch(/^[Tt]$/), {
      timeout: 60_000,
      interval: 20,
    });
  }

  thaw(): void {
    this.process?.kill('SIGCONT');
  }

  async destroy(): Promise<void> {
    this.thaw();
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
