// Production files: Vite's hashed /assets/* cached for a year as immutable, the rest of the build
// and public/ (favicon, media, downloads) for a day.
import type { Middleware } from 'koa';
import serve from 'koa-static';

export function staticFiles(clientDir: string): Middleware {
  const assets = serve(clientDir, { maxage: 365 * 24 * 60 * 60 * 1000, immutable: true, index: false, gzip: false, brotli: false });
  const other = serve(clientDir, { maxage: 24 * 60 * 60 * 1000, index: false, gzip: false, brotli: false });
  return async (ctx, next) => (ctx.path.startsWith('/assets/') ? assets(ctx, next) : other(ctx, next));
}
