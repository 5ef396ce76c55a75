// How long a notification may stay with one worker, and how long one delivery attempt may take.
// Delivery is at least once: if a worker dies after the receiver took a notification and before
// the row says so, the row goes out again once its lease runs out. The lease is short so that this
// repeat comes soon and a lease stranded by a lost answer (a claim or renewal applied after the
// database came back) blocks a lead's notifications for little time; it is renewed while a
// delivery runs, so a slow receiver does not lose it.

/** The hard ceiling of one attempt, connecting included: every channel gives up by then. */
export const ATTEMPT_TIMEOUT_MS = 20_000;

/**
 * How long a claim or a renewal keeps a row with its worker. Longer than an attempt plus reading
 * the lead and writing the outcome, so an attempt ends while its lease still holds even when no
 * renewal gets through (the database froze right after the claim).
 */
export const LEASE_MS = 30_000;

/** Renewals per lease: at a third of it, so two may fail before the lease is at risk. */
export const renewEveryMs = (leaseMs: number) => Math.floor(leaseMs / 3);

/**
 * A delivery whose lease may have run out is stopped this long before the lease's end, to leave
 * time to put the row back: from then on another worker may take it.
 */
export const lapseMarginMs = (leaseMs: number) => Math.floor(leaseMs / 6);

/** One delivery attempt's stop signal, and its end. */
export interface Attempt {
  /** Aborted when the lease is lost, or at the attempt's ceiling. */
  readonly signal: AbortSignal;
  /** Clears the ceiling's timer and the lease's listener: call it whichever way the attempt ended. */
  end(): void;
  /** Stops the attempt now, for a reason of the caller's (a shutdown). */
  abort(reason: Error): void;
}

/**
 * Starts one attempt under `lease`, cut at `ceilingMs`. The ceiling is a timer this attempt holds
 * until end(), not `AbortSignal.timeout()` inside `AbortSignal.any()`: on Node 20 that signal is
 * referenced only weakly there, so after a garbage collection it never fires and a receiver that
 * never answers holds the attempt forever.
 */
export function startAttempt(lease: AbortSignal, ceilingMs: number = ATTEMPT_TIMEOUT_MS): Attempt {
  const controller = new AbortController();
  const onLeaseLost = () => controller.abort(lease.reason);
  const timer = setTimeout(
    () => controller.abort(new DOMException(`the attempt took longer than ${ceilingMs} ms`, 'TimeoutError')),
    ceilingMs,
  );
  if (lease.aborted) onLeaseLost();
  else lease.addEventListener('abort', onLeaseLost, { once: true });
  return {
    signal: controller.signal,
    end() {
      clearTimeout(timer);
      lease.removeEventListener('abort', onLeaseLost);
    },
    abort: (reason) => controller.abort(reason),
  };
}

/**
 * Settles as `work` does, or rejects with the signal's reason as soon as it is aborted: the attempt
 * ends at its signal even when a receiver's client misses it.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  let onAbort!: () => void;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([work, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}
