// The production server as one plain-JavaScript file (dist/server-node/index.mjs), so `npm start`
// runs `node` itself: no TypeScript compiler at run time, and a signal sent to the start command
// reaches the server. Packages stay external (resolved from node_modules at run time); Vike's own
// server build (dist/server/entry.mjs) is loaded by the server at start.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/index.ts'],
  outfile: `${process.env.BUILD_DIR ?? 'dist'}/server-node/index.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built the server into ${process.env.BUILD_DIR ?? 'dist'}/server-node/index.mjs`);
