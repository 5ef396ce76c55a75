// One call to the server for the admin screens: cookies sent, JSON in and out, cancelled by the
// screen's AbortSignal; an answer checked against its shape; any refusal or failure thrown as an
// AdminApiError. A call without a shape answers nothing the screen reads (204, or ignored).
import { AdminApiError, UNEXPECTED_ANSWER, UNREACHABLE } from './admin-api-error.js';
import type { Shape } from './shape.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Sent {
  body?: unknown;
  signal?: AbortSignal;
}

export function call(method: Method, path: string, sent?: Sent): Promise<void>;
export function call<T>(method: Method, path: string, sent: Sent & { answer: Shape<T> }): Promise<T>;
export async function call<T>(
  method: Method,
  path: string,
  { body, signal, answer }: Sent & { answer?: Shape<T> } = {},
): Promise<T | void> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      signal,
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, null, UNREACHABLE);
  }
  const parsed = parse(text);
  if (!response.ok) throw new AdminApiError(response.status, parsed, null, retryAfter(response));
  if (!answer) return;
  if (!answer(parsed)) throw new AdminApiError(response.status, parsed, UNEXPECTED_ANSWER);
  return parsed;
}

/** Retry-After in whole seconds (the only form the server sends), or null. */
function retryAfter(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After') ?? '');
  return response.headers.has('Retry-After') && Number.isFinite(seconds) ? seconds : null;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
