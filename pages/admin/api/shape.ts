// A light check of an answer before a screen trusts it: an object with the fields the call's type
// names first (and lists where it holds lists), not every field; the types themselves are shared
// with the server (site/admin-types.ts, site/admin-answers.ts, site/dashboard.ts). An answer that
// fails it is an UNEXPECTED_ANSWER error, not a screen that breaks on an undefined field.
export type Shape<T> = (value: unknown) => value is T;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function shape<T>(has: readonly (keyof T & string)[], lists: readonly (keyof T & string)[] = []): Shape<T> {
  return (value): value is T =>
    isRecord(value) && has.every((key) => key in value) && lists.every((key) => Array.isArray(value[key]));
}

/** An answer that is one of several shapes (signed in, or a step still to take). */
export const either =
  <A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> =>
  (value): value is A | B =>
    a(value) || b(value);
