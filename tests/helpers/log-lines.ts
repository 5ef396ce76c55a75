// The app's log as a test reads it: a pino logger (the one the server writes with) whose lines land
// in an array, one parsed JSON object each, exactly what the running server writes to stdout. Hand
// `logger` to the app (startTestApp's deps), the database or the worker, and read `lines`.
import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../server/logging/logger.js';

export interface LogLine {
  level: number;
  msg: string;
  [field: string]: unknown;
}

/** pino's numbers for the levels the app writes. */
export const LOG_LEVEL = { info: 30, warn: 40, error: 50 } as const;

export function capturedLog(): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const logger = createLogger(sink);
  // Whatever LOG_LEVEL the suite runs with, a test reads every line the server would write by default.
  logger.level = 'info';
  return { logger, lines };
}

/** The messages of the lines at `level`. */
export const messagesAt = (lines: LogLine[], level: keyof typeof LOG_LEVEL) =>
  lines.filter((line) => line.level === LOG_LEVEL[level]).map((line) => line.msg);
