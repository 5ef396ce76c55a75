// The server the bench measures when no --base is given: the site built with the hydration mark
// into dist-bench/ (once; delete the directory to rebuild), started on a free loopback port with a
// throwaway SQLite database, and stopped at the end. An earlier build to compare with
// (--before-build) is started the same way from its own directory.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pollUntil } from './bounded.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD_DIR = 'dist-bench';
const SERVER_ENTRY = `${BUILD_DIR}/server-node/index.mjs`;
const BUILD_LIMIT_MS = 5 * 60_000;
const START_LIMIT_MS = 30_000;
const STOP_LIMIT_MS = 15_000;

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

function buildIfMissing() {
  if (existsSync(join(ROOT, SERVER_ENTRY))) return;
  console.error(`No ${SERVER_ENTRY}: building the site with the hydration mark (npm run build)...`);
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_DIR, VITE_HYDRATION_MARK: '1' },
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: BUILD_LIMIT_MS,
  });
  if (build.status !== 0) throw new Error(`the build failed (${build.error?.message ?? `exit ${build.status}`})`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startOwnServer(): Promise<RunningServer> {
  buildIfMissing();
  return startBuild(ROOT, BUILD_DIR);
}

/** `directory`: a build (the folder holding server-node/), run from the checkout it was built in. */
export async function startEarlierBuild(directory: string): Promise<RunningServer> {
  const buildDir = resolve(directory);
  if (!existsSync(join(buildDir, 'server-node/index.mjs'))) {
    throw new Error(`${directory} holds no server-node/index.mjs: not a build of the site`);
  }
  return startBuild(dirname(buildDir), basename(buildDir));
}

async function startBuild(root: string, buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-phone-'));
  const child = spawn(process.execPath, [`${buildDir}/server-node/index.mjs`], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${join(dataDir, 'site.sqlite')}`,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      SITE_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Should the bench die, its server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const healthy = await pollUntil(
    () => answersHealth(url),
    (ok) => ok || child.exitCode !== null,
    START_LIMIT_MS,
    200,
  );
  if (!healthy) {
    await stop();
    throw new Error(`the server at ${url} did not answer /healthz within ${START_LIMIT_MS} ms`);
  }
  return { url, stop };
}
