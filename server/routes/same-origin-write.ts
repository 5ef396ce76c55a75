// Every state-changing admin call: a same-origin Origin header is required
// (browsers send one with every POST and DELETE) and the body must be JSON or absent; anything else
// is 403, so neither a cross-site form nor a text/plain "simple request" can act for an admin.
import type { Context } from 'koa';
import { refusal } from '../http/errors.js';
import { isSameOrigin } from '../http/same-origin.js';

export function hasBody(ctx: Context): boolean {
  return Boolean(ctx.get('Transfer-Encoding')) || Number(ctx.get('Content-Length') || 0) > 0;
}

export function assertSameOriginWrite(ctx: Context, siteUrl: string): void {
  if (!ctx.get('Origin') || !isSameOrigin(ctx, siteUrl))
    throw refusal(403, 'Cross-origin requests are not allowed', undefined, 'cross-origin');
  if (hasBody(ctx) && !ctx.is('application/json')) throw refusal(403, 'The body must be JSON (or absent)');
}
