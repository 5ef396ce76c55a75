// Vitest's global setup: the API tests render pages through the production build, so a fresh clone
// builds it once before the first test (`npx vitest` works without `npm run build` first).
import { execFileSync } from 'node:child_process';

export default function buildOnce(): void {
  execFileSync(process.execPath, ['scripts/build-if-missing.mjs'], { stdio: 'inherit' });
}
