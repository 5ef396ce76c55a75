// Waits that always end: every wait of the bench has a limit, so a page that never answers costs
// time, never the whole run.

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Reads `read` every `intervalMs` until `done` holds or `limitMs` has passed; returns the last reading. */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  limitMs: number,
  intervalMs = 250,
): Promise<T> {
  const deadline = Date.now() + limitMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(Math.min(intervalMs, deadline - Date.now()));
    value = await read();
  }
  return value;
}

/** Rejects with `what` in the message if `promise` has not settled within `limitMs`. */
export async function within<T>(promise: Promise<T>, limitMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${limitMs} ms`)), limitMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
