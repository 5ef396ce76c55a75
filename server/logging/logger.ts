// The server's log: one JSON object per line on stdout (pino), which journald, Docker and any log
// shipper read as is. LOG_LEVEL chooses how much (info by default).
import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(destination?: pino.DestinationStream): Logger {
  const options = {
    level: process.env.LOG_LEVEL ?? 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    base: { pid: process.pid },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing: the default for apps built in tests. */
export const silentLogger: Logger = pino({ level: 'silent' });
