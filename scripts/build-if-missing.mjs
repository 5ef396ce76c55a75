// `npm start` builds once on a fresh clone, so `npm ci && npm start` is all it takes.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const dir = process.env.BUILD_DIR ?? 'dist';
if (!['server/entry.mjs', 'client', 'server-node/index.mjs'].every((path) => existsSync(`${dir}/${path}`))) {
  console.log('No build yet: building the site once (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}
