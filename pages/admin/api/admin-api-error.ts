// A refused or failed admin call, as a screen reads it: the status, the refusal's `code` and the
// codes of its `fields` (site/admin-answers.ts, RefusalBody). A screen chooses its words from those;
// the server's sentence is kept only to be shown where no words of the screen's own say more.
import type { RefusalBody } from '../../../site/admin-answers.js';

/** No answer came (the network, or the server gone); its status is 0. */
export const UNREACHABLE = 'unreachable';
/** An answer came, but not in the shape the call expects. */
export const UNEXPECTED_ANSWER = 'unexpected-answer';

export class AdminApiError extends Error {
  readonly code: string | null;
  readonly fields: Readonly<Record<string, string>>;
  /** A throttled attempt (429): seconds until it may be tried again, from its body or Retry-After. */
  readonly retryAfterSeconds: number | null;

  constructor(
    readonly status: number,
    readonly body: unknown,
    code: string | null = null,
    retryAfterHeader: number | null = null,
  ) {
    const refusal = readRefusal(body);
    super(`${status}: ${refusal.error ?? code ?? 'no answer'}`);
    this.name = 'AdminApiError';
    this.code = refusal.code ?? code;
    this.fields = refusal.fields ?? {};
    this.retryAfterSeconds = refusal.retryAfterSeconds ?? retryAfterHeader;
  }

  /** The server's own sentence, in English; shown as it is at most, never matched. */
  get serverText(): string | null {
    return readRefusal(this.body).error ?? null;
  }
}

function readRefusal(body: unknown): Partial<RefusalBody> {
  if (typeof body !== 'object' || body === null) return {};
  const { error, code, fields, retryAfterSeconds } = body as Record<string, unknown>;
  const textFields =
    typeof fields === 'object' && fields !== null
      ? Object.fromEntries(
          Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
        )
      : undefined;
  return {
    error: typeof error === 'string' ? error : undefined,
    code: typeof code === 'string' ? code : undefined,
    fields: textFields,
    retryAfterSeconds: typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined,
  };
}

/** The status of a failed call, 0 when it was no AdminApiError (a fault in the screen itself). */
export const statusOf = (error: unknown): number => (error instanceof AdminApiError ? error.status : 0);

/**
 * The session is over (or a pending sign-in ran out): the screen goes back to signing in. Any other
 * 401 refuses the proof typed in the request (a wrong current password or code), not the session.
 */
export const sessionOver = (error: unknown): boolean =>
  error instanceof AdminApiError && error.status === 401 && error.code === 'not-signed-in';

/** What a refusal says of each field, by code; empty for any other failure. */
export const refusedFields = (error: unknown): Readonly<Record<string, string>> =>
  error instanceof AdminApiError ? error.fields : {};
