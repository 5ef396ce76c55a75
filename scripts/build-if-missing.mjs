// `npm start` and the test suite build when there is no build yet, or when the sources it was built
// from have changed since (a fingerprint of their contents is kept in the build as .source-hash), so
// neither serves nor tests a stale dist/. A folder with only the build output (no sources) keeps it.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.BUILD_DIR ?? 'dist';
const stampFile = `${dir}/.source-hash`;
// Everything a build is made from.
const SOURCES = [
  'site',
  'entities',
  'locales',
  'components',
  'pages',
  'renderer',
  'server',
  'vite-plugins',
  'public',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/precompress.mjs',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

function sourceHash() {
  const hash = createHash('sha256');
  // The hydration mark changes what the build contains.
  hash.update(`VITE_HYDRATION_MARK=${process.env.VITE_HYDRATION_MARK ?? ''}\0`);
  for (const file of SOURCES.flatMap(filesUnder))
    hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const built = ['server/entry.mjs', 'client', 'server-node/index.mjs'].every((path) => existsSync(`${dir}/${path}`));
const hasSources = existsSync('server') && existsSync('pages');
if (!built || hasSources) {
  const current = hasSources ? sourceHash() : '';
  const stamped = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
  if (!built || current !== stamped) {
    console.log(
      built
        ? 'The sources changed since the last build: building again (npm run build)...'
        : 'No build yet: building the site once (npm run build)...',
    );
    // A production build whoever asks: under vitest NODE_ENV is `test`, and Vite would then compile
    // JSX for React's development runtime, which a server started with NODE_ENV=production lacks
    // (every page a 500: "jsxDEV is not a function").
    execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
    writeFileSync(stampFile, `${current}\n`);
  }
}
