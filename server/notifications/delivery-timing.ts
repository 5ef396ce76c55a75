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

/** The signal one attempt runs under: the lease's, cut at the attempt's ceiling. */
export const attemptSignal = (lease: AbortSignal) => AbortSignal.any([lease, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]);
