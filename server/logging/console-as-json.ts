// The server's own messages (start, shutdown, outages, retries, failed requests) are written with
// console.*; in the running server they go through the logger too, so every line of its output is
// one JSON object.
//
// A console call becomes one entry: its first string is the message, exactly as written, and never a
// template (util.format would read "%c", "%s" or "%d" in it as directives, so a client's "/%c0%ae"
// mangles the line and swallows the next argument); plain objects after it are the entry's fields,
// an Error its `err` field (pino writes its type, message and stack). That is how client text stays a
// field: `console.error('Request failed', { path })`.
import { inspect } from 'node:util';
import type { Logger } from './logger.js';

export interface LogEntry {
  fields: Record<string, unknown>;
  message: string;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : inspect(value, { breakLength: Infinity }));

export function logEntryOf(args: unknown[]): LogEntry {
  const fields: Record<string, unknown> = {};
  const words: string[] = [];
  for (const arg of args) {
    if (isPlainObject(arg) && words.length > 0) Object.assign(fields, arg);
    else if (arg instanceof Error) fields.err = arg;
    else words.push(textOf(arg));
  }
  // A lone error is named by its class; its own message stays in the field.
  const message = words.length > 0 ? words.join(' ') : fields.err instanceof Error ? fields.err.constructor.name : '';
  return { fields, message };
}

const METHODS = { log: 'info', info: 'info', warn: 'warn', error: 'error' } as const;

/** Sends console.log/info/warn/error to the logger; returns what puts the console back. */
export function sendConsoleToLogger(logger: Logger): () => void {
  const originals = { log: console.log, info: console.info, warn: console.warn, error: console.error };
  for (const [method, level] of Object.entries(METHODS) as Array<
    [keyof typeof METHODS, (typeof METHODS)[keyof typeof METHODS]]
  >) {
    console[method] = (...args: unknown[]) => {
      const { fields, message } = logEntryOf(args);
      logger[level](fields, message);
    };
  }
  return () => Object.assign(console, originals);
}
