// The outermost middleware: an error nobody handled becomes a JSON answer under /api (with the
// status the error carries, or 500). Only our own HttpError messages reach the visitor; anything
// else is answered with the standard reason phrase, so no library or framework shows through
// ("Malicious Path", stack traces, file paths). A server fault is logged with its stack; a client's
// mistake raised by a library is one line.
import { STATUS_CODES } from 'node:http';
import type { Context, Middleware } from 'koa';

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
    const error = (caught ?? {}) as StatusError;
    const status = statusOf(error);
    const ours = caught instanceof HttpError;
    if (status >= 500) console.error(`${ctx.method} ${ctx.path} failed:`, caught);
    else if (!ours) console.warn(`${ctx.method} ${JSON.stringify(ctx.path.slice(0, 200))} answered ${status}: ${String(error.message).slice(0, 200)}`);
    ctx.status = status;
    const message = ours && status < 500 ? error.message! : (STATUS_CODES[status] ?? 'Error');
    if (ctx.path.startsWith('/api/') || ctx.accepts(['html', 'json']) === 'json') {
      ctx.body = { error: message, ...(ours && error.fields ? { fields: error.fields } : {}) };
    } else {
      ctx.type = 'text/plain';
      ctx.body = message;
    }
  }
};

// Koa reports errors raised after the answer started (a stream that failed midway) on the app's
// 'error' event. A visitor who closes the tab or skips through the hero video aborts a stream: that
// is normal traffic, not an error worth a stack trace in the operator's log.
const CLIENT_ABORTS = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export function logAppError(error: Error & { code?: string; status?: number; expose?: boolean }): void {
  if (error.code && CLIENT_ABORTS.has(error.code)) return;
  // Node's HTTP parser refusing a malformed request (HPE_…) is the client's mistake: one line.
  if (error.code?.startsWith('HPE_')) return void console.warn(`Malformed request refused: ${error.code}`);
  if (error.status === 404 || error.expose) return;
  console.error('Unhandled server error:', error);
}

/** Tells a refused client (429) when to try again, in whole seconds (at least one); returns them. */
export function setRetryAfter(ctx: Context, retryAfterMs: number): number {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  ctx.set('Retry-After', String(seconds));
  return seconds;
}
