// The server's own messages (start, shutdown, outages, retries) are written with console.*; in the
// running server they go through the logger too, so every line of its output is one JSON object.
import { format } from 'node:util';
import type { Logger } from './logger.js';

export function sendConsoleToLogger(logger: Logger): void {
  console.log = (...args: unknown[]) => logger.info(format(...args));
  console.info = (...args: unknown[]) => logger.info(format(...args));
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => logger.error(format(...args));
}
