// The outermost middleware: an error nobody handled becomes a JSON answer under /api (with the
// status the error carries, or 500). Only the site's own refusals (refusal(), below) reach the
// visitor in their words; anything else is answered with the standard reason phrase, so no library
// or framework shows through ("Malicious Path", stack traces, file paths), even where it marks its
// message as exposable. A server fault is logged with its stack; a client's mistake raised by a
// library is one line; either names the error's class and the route, with the client's path as a
// field, never in the message; a database outage is a 503 with Retry-After in the visitor's
// language, logged once while it lasts (server/database/health.ts). Lines go to the app's logger,
// handed in when the app is made.
import { STATUS_CODES } from 'node:http';
import createHttpError from 'http-errors';
import type { Context, Middleware } from 'koa';
import { translator } from '../../locales/messages.js';
import { isApi } from './api-answers.js';
import { requestLocale } from './request-locale.js';
import { errorFacts, requestFacts } from '../logging/failure-fields.js';
import type { Logger } from '../logging/logger.js';
import { databaseWentAway, isDatabaseOutage, OUTAGE_RETRY_AFTER_SECONDS } from '../database/health.js';

/** What is wrong with each named field of the request, as the visitor reads it. */
export type FieldMessages = Record<string, string>;

/**
 * Refusals a screen must tell apart, named for it in the answer's `code` (the `error` sentence is for
 * a person and may change): no session, a foreign Origin, a sign-in over plain HTTP, a wrong code.
 */
export type RefusalCode =
  | 'not-signed-in'
  | 'cross-origin'
  | 'https-required'
  | 'invalid-code'
  /** The lead's stage and value are worked in the company's Odoo and come from its sync. */
  | 'managed-in-odoo';

/** An http-errors error the site worded itself; `fields` and `code` go into the JSON answer beside `error`. */
interface SiteRefusal extends createHttpError.HttpError {
  siteWorded: true;
  fields?: FieldMessages;
  refusalCode?: RefusalCode;
}

/**
 * A refusal in the site's own words, as an http-errors error to throw: the visitor reads its
 * message and fields. Libraries throw exposable http-errors of their own too, so ours carry a mark;
 * a 5xx is exposed only as 503, whose message is the visitor's "try again later".
 */
export const refusal = (status: number, message: string, fields?: FieldMessages, code?: RefusalCode): SiteRefusal =>
  createHttpError(status, message, {
    expose: status < 500 || status === 503,
    siteWorded: true,
    ...(fields ? { fields } : {}),
    ...(code ? { refusalCode: code } : {}),
  }) as SiteRefusal;

/** 401 for a call that needs a signed-in admin and has none. */
export const notSignedIn = () => refusal(401, 'Not signed in', undefined, 'not-signed-in');

const isSiteRefusal = (error: unknown): error is SiteRefusal =>
  createHttpError.isHttpError(error) && error.siteWorded === true;

interface StatusError {
  status?: number;
  statusCode?: number;
}

const statusOf = (error: StatusError) => {
  const status = error.status ?? error.statusCode ?? 500;
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
};

/** A request that failed on a fault of ours: one line with the error's class and stack as fields. */
export function logFault(logger: Logger, ctx: Context, status: number, error: unknown): void {
  logger.error({ ...requestFacts(ctx), status, error: errorFacts(error, true) }, 'Request failed');
}

export const errorHandler =
  (logger: Logger): Middleware =>
  async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      if (isDatabaseOutage(caught)) return answerOutage(ctx, caught, logger);
      const status = statusOf((caught ?? {}) as StatusError);
      const ours = isSiteRefusal(caught);
      // A fixed message; the request and the error are fields (server/logging/failure-fields.ts).
      if (status === 503 && ours) {
        // Our own 503s (a lead not stored while the database is away) were logged where they arose.
      } else if (status >= 500) logFault(logger, ctx, status, caught);
      else if (!ours)
        logger.warn({ ...requestFacts(ctx), status, error: errorFacts(caught) }, 'Request refused by a library');
      ctx.status = status;
      if (ours && caught.expose) answer(ctx, caught.message, caught.fields, caught.refusalCode);
      else answer(ctx, STATUS_CODES[status] ?? 'Error');
    }
  };

function answer(ctx: Context, message: string, fields?: Record<string, string>, code?: RefusalCode): void {
  if (isApi(ctx.path) || ctx.accepts(['html', 'json']) === 'json') {
    ctx.body = { error: message, ...(code ? { code } : {}), ...(fields ? { fields } : {}) };
  } else {
    ctx.type = 'text/plain';
    ctx.body = message;
  }
}

/** What every answer during a database outage starts with: the log (once) and Retry-After. */
export function noteOutage(ctx: Context, error: unknown, logger: Logger): void {
  databaseWentAway(error, logger);
  setRetryAfter(ctx, OUTAGE_RETRY_AFTER_SECONDS * 1000);
}

function answerOutage(ctx: Context, error: unknown, logger: Logger): void {
  noteOutage(ctx, error, logger);
  ctx.status = 503;
  answer(ctx, translator(requestLocale(ctx))('service.unavailable'));
}

// Koa reports errors raised after the answer started (a stream that failed midway) on the app's
// 'error' event. A visitor who closes the tab or skips through the hero video aborts a stream: that
// is normal traffic, not an error worth a stack trace in the operator's log.
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export const logAppError =
  (logger: Logger) =>
  (error: Error & { code?: string; status?: number; expose?: boolean }, ctx?: Context): void => {
    if (error.code && CLIENT_ABORTS.has(error.code)) return;
    const request = ctx ? requestFacts(ctx) : {};
    // Node's HTTP parser refusing a malformed request (HPE_…) is the client's mistake: one line.
    if (error.code?.startsWith('HPE_'))
      return void logger.warn({ ...request, error: errorFacts(error) }, 'Malformed request refused');
    if (error.status === 404 || error.expose) return;
    logger.error({ ...request, error: errorFacts(error, true) }, 'Unhandled server error');
  };

/** Tells a refused client (429) when to try again, in whole seconds (at least one); returns them. */
export function setRetryAfter(ctx: Context, retryAfterMs: number): number {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return seconds;
}

/** A sign-in step (password or code) its throttle blocks: 429, and when to try again in header and body. */
export function answerSignInThrottled(ctx: Context, retryAfterMs: number): void {
  const seconds = setRetryAfter(ctx, retryAfterMs);
  ctx.status = 429;
  ctx.body = { error: 'Too many sign-in attempts. Try again later.', retryAfterSeconds: seconds };
}
