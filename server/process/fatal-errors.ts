// An error nobody handled ends the process, so its supervisor (systemd's Restart=on-failure, or the
// cluster primary, server/process/cluster-primary.ts) starts a sound one. Vike's server runtime installs
// handlers that only log, which kept a broken process alive: one that failed to bind its port went
// on holding database connections and working the outbox without ever serving. Ours replace them.
const EVENTS = ['uncaughtException', 'unhandledRejection'] as const;

/** Routes every uncaught exception and unhandled rejection to `onFatal`, and nothing else. */
export function routeFatalErrors(onFatal: (error: unknown) => void): void {
  for (const event of EVENTS) {
    process.removeAllListeners(event);
    process.on(event, onFatal);
  }
}

/** One line for the log: the message, with the code when it has one, and the stack of a bug. */
export function describeFatal(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') return error.message.includes(code) ? error.message : `${error.message} (${code})`;
  return error.stack ?? error.message;
}
