// Reads a JSON request body with these limits: 415 unless the content type is JSON,
// 413 over 64 KB, 400 for malformed JSON. Bodies are parsed only where a route asks for them.
import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { refusal } from './errors.js';

export const JSON_LIMIT_BYTES = 64 * 1024;

export async function jsonBody(ctx: Context): Promise<unknown> {
  if (!ctx.is('application/json')) throw refusal(415, 'Content-Type must be application/json');
  let raw: string;
  try {
    raw = await getRawBody(ctx.req, {
      limit: JSON_LIMIT_BYTES,
      encoding: 'utf8',
      length: ctx.get('Content-Length') || undefined,
    });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') throw refusal(413, 'Request body is larger than 64 KB');
    throw refusal(400, 'Request body could not be read');
  }
  try {
    return JSON.parse(raw);
  } catch {
    throw refusal(400, 'Request body is not valid JSON');
  }
}
