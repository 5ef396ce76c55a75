// The lint's import rules catch what they promise: a new import circle, and an import against the
// layer order (site/ reaching into server/), each fails `npm run lint` with the rule's name. The
// probes are written into the real folders, where the rules apply, and removed afterwards.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const probeDirs: string[] = [];
afterEach(() => probeDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function probe(dir: string, files: Record<string, string>): string {
  const path = join(dir, `lint-probe-${process.pid}`);
  probeDirs.push(path);
  mkdirSync(path, { recursive: true });
  for (const [name, source] of Object.entries(files)) writeFileSync(join(path, name), source);
  return path;
}

const depcruise = (path: string) =>
  spawnSync(
    process.execPath,
    ['node_modules/dependency-cruiser/bin/dependency-cruise.mjs', path, '--config', '.dependency-cruiser.cjs'],
    { encoding: 'utf8' },
  );

describe('the layer rules', () => {
  it('refuse an import circle', () => {
    const path = probe('components', {
      'first.ts': "import { second } from './second.js';\nexport const first = () => second;\n",
      'second.ts': "import { first } from './first.js';\nexport const second = () => first;\n",
    });
    const result = depcruise(path);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('no-circular');
  });

  it('refuse an import against the layer order', () => {
    const path = probe('site', { 'wrong-way.ts': "export { buildDir } from '../../server/config/build-dir.js';\n" });
    const result = depcruise(path);
    expect(result.status).not.toBe(0);
    expect(result.stdout).toContain('site-imports-only-nothing');
  });
});
