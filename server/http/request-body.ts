// Reading a request body with @koa/bodyparser (co-body, raw-body) where a route asks for it, and
// telling what went wrong in terms a route can answer: too large, a Content-Encoding it cannot
// decode, unreadable (the client stopped sending, the length did not match, compressed data was
// corrupt), or not in the format the content type claims. Anything else is a fault of ours.
import type { Context, Middleware } from 'koa';

/** The most a JSON or form body may hold, decoded. */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type BodyFailure = 'too-large' | 'unsupported-encoding' | 'unreadable' | 'malformed';

interface ReadError {
  status?: number;
  code?: string;
}

function failureOf(error: unknown): BodyFailure {
  // co-body marks a body its parser refused (JSON.parse, or @hapi/bourne on a __proto__ key).
  if (error instanceof SyntaxError) return 'malformed';
  const { status, code } = (error ?? {}) as ReadError;
  if (status === 413) return 'too-large';
  // inflation: a Content-Encoding other than gzip, deflate, br or identity.
  if (status === 415) return 'unsupported-encoding';
  // raw-body: aborted, or not as long as Content-Length said; zlib: corrupt compressed data.
  if (status === 400 || code?.startsWith('Z_')) return 'unreadable';
  throw error;
}

/** Runs `parser` for this request, leaving the body in ctx.request.body (and rawBody); null when read. */
export async function readBody(parser: Middleware, ctx: Context): Promise<BodyFailure | null> {
  let read = false;
  try {
    await parser(ctx, async () => {
      read = true;
    });
  } catch (error) {
    return failureOf(error);
  }
  // The parser does not read a request whose client has already gone.
  return read ? null : 'unreadable';
}
