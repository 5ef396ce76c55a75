// Security headers from the first request: a strict CSP that runs no inline script. A page that has
// inline scripts of its own answers with the policy that allows exactly those, by their hashes
// (server/render/inline-script-hashes.ts, applied by server/render/render.ts).
import type { Middleware } from 'koa';

export interface SecurityOptions {
  dev: boolean;
  gaMeasurementId: string | null;
}

const GA_SCRIPT = 'https://www.googletagmanager.com';
const GA_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

export function contentSecurityPolicy(scriptHashes: string[], { dev, gaMeasurementId }: SecurityOptions): string {
  const ga = Boolean(gaMeasurementId);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Vite's dev server injects an inline React refresh preamble and evaluates modules; production does neither.
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(ga ? [GA_SCRIPT] : []),
      ...(dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(ga ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com'] : [])],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", ...(ga ? GA_CONNECT : []), ...(dev ? ['ws:', 'wss:'] : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

// Headers that only mean something on a document (what it may load, frame, open or use). Hashed
// assets (scripts, styles, fonts under /assets/) are served without them: on a slow phone the page's
// twenty-odd script requests would otherwise carry about 20 KB of repeated policy between them.
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  'Permissions-Policy',
];

export function securityHeaders(options: SecurityOptions): Middleware {
  const policy = contentSecurityPolicy([], options);
  return async (ctx, next) => {
    ctx.set({
      'Content-Security-Policy': policy,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    });
    ctx.remove('X-Powered-By');
    await next();
    // Only once an asset was actually served; errors and 404s keep the full set.
    if (ctx.status === 200 && ctx.path.startsWith('/assets/')) for (const name of DOCUMENT_ONLY) ctx.remove(name);
  };
}
