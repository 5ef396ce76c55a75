// Production files: Vite's hashed /assets/* cached for a year as immutable, the rest of the build
// and public/ (favicon, media, downloads) for a day. Text files go out as the .br or .gz copy made
// at build time (scripts/precompress.mjs) when the browser accepts it.
import type { Middleware } from 'koa';
import serve from 'koa-static';

const cacheFor = (value: string) => (res: { setHeader: (name: string, value: string) => void }) =>
  res.setHeader('Cache-Control', value);

export function staticFiles(clientDir: string): Middleware {
  const common = { index: false, gzip: true, brotli: true } as const;
  const assets = serve(clientDir, { ...common, setHeaders: cacheFor('public, max-age=31536000, immutable') });
  const other = serve(clientDir, { ...common, setHeaders: cacheFor('public, max-age=86400') });
  return async (ctx, next) => {
    let passedOn = false;
    const onward = () => ((passedOn = true), next());
    try {
      await (ctx.path.startsWith('/assets/') ? assets(ctx, onward) : other(ctx, onward));
    } catch (error) {
      // koa-send refuses paths it would never serve a file for (//x, %2F…, "Malicious Path"):
      // those are not files, so the request goes on to the routes (and their guards) like any other.
      const status = (error as { status?: number }).status;
      if (passedOn || (status !== 400 && status !== 403)) throw error;
      await next();
    }
  };
}
