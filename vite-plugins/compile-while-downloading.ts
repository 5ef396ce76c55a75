// React's renderer and Vike's router are the code every page runs as it hydrates. V8 compiles a
// function on the main thread the first time it is called, so evaluating React's chunk was one task
// of 100-250 ms on a phone with a 4x slower CPU, mostly compiling. Chrome's explicit compile hint
// (a first line of `//# allFunctionsCalledOnLoad`, Chrome 136 and later) has the whole file compiled
// while it streams in, off the main thread; other browsers read a comment. Client build only. It is
// added to the written files: Vite's own last steps rewrite chunks that import others lazily, and
// minification would drop a comment added earlier.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Modules whose chunk every page evaluates at once while it hydrates. */
const RUN_AT_LOAD = [/[\\/]node_modules[\\/]react-dom[\\/]/, /[\\/]node_modules[\\/]vike[\\/]dist[\\/]client[\\/]/];

export function compileWhileDownloading(): Plugin {
  return {
    name: 'compile-while-downloading',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.config.consumer !== 'client' || !options.dir) return;
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (!output.moduleIds.some((id) => RUN_AT_LOAD.some((pattern) => pattern.test(id)))) continue;
        const file = join(options.dir, output.fileName);
        writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
      }
    },
  };
}
