// What the log says about a failure, as fields of a line whose message is a fixed sentence. An
// error's message often carries what a client sent (a path, a header, a piece of JSON), and a
// path such as "/%c0" would be read as a format directive if it were part of a message; so the
// request and the error are only ever fields: the error named by its class, name and code, with its
// message (and, for a server fault, its stack) beside them, never in the message. Nothing here is
// sent to the client.
import type { Context } from 'koa';

const MESSAGE_CHARS = 300;
const PATH_CHARS = 300;

export interface ErrorFacts {
  class: string;
  name?: string;
  code?: string;
  message: string;
  stack?: string;
}

function textOf(value: unknown): string {
  try {
    return String(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/** An error as log fields; `withStack` for a server fault, whose stack the operator needs. */
export function errorFacts(error: unknown, withStack = false): ErrorFacts {
  if (!(error instanceof Error))
    return { class: error === null ? 'null' : typeof error, message: textOf(error).slice(0, MESSAGE_CHARS) };
  const { code } = error as { code?: unknown };
  return {
    class: error.constructor?.name || 'Error',
    name: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    message: textOf(error.message).slice(0, MESSAGE_CHARS),
    ...(withStack && error.stack ? { stack: error.stack } : {}),
  };
}

// Koa parses the path on reading, and a malformed absolute request target makes that throw; a log
// line about a failure must not fail itself.
function pathOf(ctx: Context): string {
  try {
    return textOf(ctx.path);
  } catch {
    return textOf(ctx.url);
  }
}

/** The request a failure belongs to: the same method, path and route as its request line, and its id. */
export function requestFacts(ctx: Context) {
  return {
    reqId: typeof ctx.state.requestId === 'string' ? ctx.state.requestId : undefined,
    method: ctx.method,
    path: pathOf(ctx).slice(0, PATH_CHARS),
    route: (ctx as { _matchedRoute?: string })._matchedRoute ?? null,
  };
}
