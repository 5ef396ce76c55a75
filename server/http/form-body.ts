// Reads a form posted urlencoded (the lead forms without JavaScript): 415 unless the content type
// says so (or for a Content-Encoding other than gzip, deflate or br), 413 over 64 KB (decoded), 400
// when it cannot be read. @koa/bodyparser reads it as text, and URLSearchParams splits it as a
// browser means it: the first of a repeated name counts, "name[x]" and "name.x" are other names,
// and a broken escape reads as U+FFFD. (Its form parser, qs, would make arrays and objects of those.)
import { bodyParser } from '@koa/bodyparser';
import type { Context } from 'koa';
import { refusal } from './errors.js';
import { BODY_LIMIT_BYTES, readBody } from './request-body.js';

const FORM_TYPE = 'application/x-www-form-urlencoded';

const readFormText = bodyParser({
  enableTypes: ['text'],
  extendTypes: { text: [FORM_TYPE] },
  textLimit: BODY_LIMIT_BYTES,
  parsedMethods: ['POST'],
});

/** The value of each of `fields` in the posted form, '' for one it lacks. */
export async function formBody(ctx: Context, fields: readonly string[]): Promise<Record<string, string>> {
  if (!ctx.is(FORM_TYPE)) throw refusal(415, 'Unsupported form encoding');
  const failure = await readBody(readFormText, ctx);
  if (failure === 'too-large') throw refusal(413, 'Form is larger than 64 KB');
  if (failure === 'unsupported-encoding') throw refusal(415, 'Unsupported form encoding');
  if (failure) throw refusal(400, 'Form could not be read');
  const params = new URLSearchParams(ctx.request.rawBody);
  return Object.fromEntries(fields.map((f) => [f, params.get(f) ?? '']));
}
