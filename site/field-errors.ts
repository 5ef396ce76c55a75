// The first message per top-level field of a failed zod parse, { name: "validation.name.min" }:
// what every form and API answer shows under its fields. Works for zod and zod/mini errors.
import type { core } from 'zod/mini';

export function fieldErrors(error: core.$ZodError, fallbackField = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? fallbackField)] ??= issue.message;
  return fields;
}
