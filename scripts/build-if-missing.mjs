// `npm start` builds once on a fresh clone, so `npm ci && npm start` is all it takes.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!['dist/server/entry.mjs', 'dist/client', 'dist/server-node/index.mjs'].every((path) => existsSync(path))) {
  console.log('No build yet: building the site once (npm run build)...');
  execSync('npm run build', { stdio: 'inherit' });
}
