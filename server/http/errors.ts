// The outermost middleware: an error nobody handled becomes a JSON answer under /api (with the
// status the error carries, or 500). Only our own HttpError messages reach the visitor; anything
// else is answered with the standard reason phrase, so no library or framework shows through
// ("Malicious Path", stack traces, file paths). A server fault is logged with its stack; a client's
// mistake raised by a library is one line; either names the error's class and the route, with the
// client's path as a field, never in the message; a database outage is a 503 with Retry-After in the
// visitor's language, logged once while it lasts (server/database/health.ts).
import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';
import { translator } from '../../locales/messages.js';
import { isApi } from './api-answers.js';
import { requestLocale } from './request-locale.js';
import { errorFacts, requestFacts } from '../logging/failure-fields.js';
import { databaseWentAway, isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../database/health.js';

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

interface StatusError {
  status?: number;
  statusCode?: number;
  message?: string;
  fields?: Record<string, string>;
}

const statusOf = (error: StatusError) => {
  const status = error.status ?? error.statusCode ?? 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
};

export const errorHandler: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (caught) {
    if (isDatabaseOutage(caught)) return answerOutage(ctx, caught);
    const error = (caught ?? {}) as StatusError;
    const status = statusOf(error);
    const ours = caught instanceof HttpError;
    // A fixed message; the request and the error are fields (server/logging/failure-fields.ts).
    if (status === 503 && ours) {
      // Our own 503s (a lead not stored while the database is away) were logged where they arose.
    } else if (status >= 500)
      console.error('Request failed', { ...requestFacts(ctx), status, error: errorFacts(caught, true) });
    else if (!ours)
      console.warn('Request refused by a library', { ...requestFacts(ctx), status, error: errorFacts(caught) });
    ctx.status = status;
    const message = ours && (status < 500 || status === 503) ? error.message! : (STATUS_CODES[status] ?? 'Error');
    answer(ctx, message, ours ? error.fields : undefined);
  }
};

function answer(ctx: Context, message: string, fields?: Record<string, string>): void {
  if (isApi(ctx.path) || ctx.accepts(['html', 'json']) === 'json') {
    ctx.body = { error: message, ...(fields ? { fields } : {}) };
  } else {
    ctx.type = 'text/plain';
    ctx.body = message;
  }
}

/** What every answer during a database outage starts with: the log (once) and Retry-After. */
export function noteOutage(ctx: Context, error: unknown): void {
  databaseWentAway(error);
  setRetryAfter(ctx, OUTAGE_RETRY_AFTER_SECONDS * 1000);
}

function answerOutage(ctx: Context, error: unknown): void {
  noteOutage(ctx, error);
  ctx.status = 503;
  answer(ctx, translator(requestLocale(ctx))('service.unavailable'));
}

// Koa reports errors raised after the answer started (a stream that failed midway) on the app's
// 'error' event. A visitor who closes the tab or skips through the hero video aborts a stream: that
// is normal traffic, not an error worth a stack trace in the operator's log.
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export function logAppError(error: Error & { code?: string; status?: number; expose?: boolean }, ctx?: Context): void {
  if (error.code && CLIENT_ABORTS.has(error.code)) return;
  const request = ctx ? requestFacts(ctx) : {};
  // Node's HTTP parser refusing a malformed request (HPE_…) is the client's mistake: one line.
  if (error.code?.startsWith('HPE_'))
    return void console.warn('Malformed request refused', { ...request, error: errorFacts(error) });
  if (error.status === 404 || error.expose) return;
  console.error('Unhandled server error', { ...request, error: errorFacts(error, true) });
}

/** Tells a refused client (429) when to try again, in whole seconds (at least one); returns them. */
export function setRetryAfter(ctx: Context, retryAfterMs: number): number {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return seconds;
}
