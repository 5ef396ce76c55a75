// Which of a page's script chunks imports which, from the client build's manifest (Vite writes it
// as assets.json beside the build): the first-paint loader evaluates the chunks one per task, each
// after the chunks it imports, so no single task evaluates React, the router and the page at once.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDir } from '../config/build-dir.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** A chunk's address (as in the page's script tags) and the addresses of the chunks it imports. */
export type ModuleImports = ReadonlyMap<string, readonly string[]>;

export function moduleImportsOf(manifest: Record<string, ManifestChunk>): ModuleImports {
  const address = (key: string) => (manifest[key] ? `/${manifest[key].file}` : undefined);
  return new Map(
    Object.values(manifest).map((chunk) => [
      `/${chunk.file}`,
      (chunk.imports ?? []).map(address).filter((file): file is string => file !== undefined),
    ]),
  );
}

/** `hrefs` with every chunk after the chunks it imports (depth first, otherwise in the given order). */
export function dependencyFirst(hrefs: readonly string[], imports: ModuleImports): string[] {
  const wanted = new Set(hrefs);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (href: string) => {
    if (visited.has(href)) return;
    visited.add(href);
    for (const dependency of imports.get(href) ?? []) if (wanted.has(dependency)) visit(dependency);
    ordered.push(href);
  };
  hrefs.forEach(visit);
  return ordered;
}

let built: ModuleImports | null | undefined;

/** The production build's module imports, read once; null without a manifest (development). */
export function builtModuleImports(): ModuleImports | null {
  if (built !== undefined) return built;
  try {
    built = moduleImportsOf(JSON.parse(readFileSync(resolve(buildDir, 'assets.json'), 'utf8')));
  } catch {
    built = null;
  }
  return built;
}
