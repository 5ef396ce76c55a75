// A client that refuses every encoding we can send (`Accept-Encoding: identity;q=0` or `*;q=0`
// without br or gzip) gets 406 Not Acceptable instead of a body it said it cannot read; the
// compressor would otherwise fail on it and answer 500.
import type { Middleware } from 'koa';
import { isApi } from './api-answers.js';

export const SENDABLE_ENCODINGS = ['br', 'gzip', 'identity'];

export const acceptableEncoding: Middleware = async (ctx, next) => {
  if (ctx.acceptsEncodings(SENDABLE_ENCODINGS)) return next();
  ctx.status = 406;
  ctx.set('Vary', 'Accept-Encoding');
  ctx.body = isApi(ctx.path)
    ? { error: 'None of the accepted encodings can be sent: accept br, gzip or identity' }
    : 'Not acceptable: accept br, gzip or identity encoding';
};
