// Reads a JSON request body with these limits: 415 unless the content type is JSON, 413 over 64 KB
// (decoded), 400 for a body that is empty, not JSON or unreadable, 415 for a Content-Encoding other
// than gzip, deflate or br. Bodies are parsed only where a route asks for them. Any JSON value is
// read, so the route's schema names what is wrong with one that is no object; a key __proto__ is
// refused as not JSON (co-body's guard against prototype poisoning).
import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { safeParse, type core } from 'zod/mini';
import { fieldErrors } from '../../site/field-errors.js';
import { refusal } from './errors.js';
import { BODY_LIMIT_BYTES, readBody } from './request-body.js';

const parseJson = bodyParser({
  enableTypes: ['json'],
  jsonLimit: BODY_LIMIT_BYTES,
  jsonStrict: false,
  parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'],
});

export async function jsonBody(ctx: Context): Promise<unknown> {
  // Only application/json itself: the parser would also take JSON's relatives (application/csp-report…).
  if (!ctx.is('application/json')) throw refusal(415, 'Content-Type must be application/json');
  const failure = await readBody(parseJson, ctx);
  if (failure === 'too-large') throw refusal(413, 'Request body is larger than 64 KB');
  if (failure === 'unsupported-encoding') throw refusal(415, 'Content-Encoding must be gzip, deflate or br, or none');
  if (failure === 'unreadable') throw refusal(400, 'Request body could not be read');
  // Out of strict mode, co-body reads an empty body as an empty string where JSON.parse refuses it.
  if (failure === 'malformed' || ctx.request.rawBody === '') throw refusal(400, 'Request body is not valid JSON');
  return ctx.request.body;
}

/** The body as `schema` reads it, or a 400 with `refused` as its error and each refused field named. */
export async function jsonBodyAs<Output>(
  ctx: Context,
  schema: core.$ZodType<Output>,
  refused: string,
): Promise<Output> {
  const parsed = safeParse(schema, await jsonBody(ctx));
  if (!parsed.success) throw refusal(400, refused, fieldErrors(parsed.error));
  return parsed.data;
}
