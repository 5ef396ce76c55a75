// Keeps a claimed notification's lease while its delivery runs: renews it every third of a lease,
// and aborts the delivery (through the signal) when the row is no longer this worker's, or when
// no renewal got through and the lease is about to run out. A delivery then never goes on while
// another worker may already be sending the same notification.
import type { DataSource } from 'typeorm';
import { lapseMarginMs, renewEveryMs } from './delivery-timing.js';
import { renewLease, type Lease } from './outbox.js';

export interface HeldLease {
  /** Aborted when the lease is lost or about to lapse. */
  readonly signal: AbortSignal;
  /** Stops renewing; synchronous, so nothing runs between a delivery's answer and its outcome. */
  release(): void;
}

export class LeaseLost extends Error {}

export function holdLease(db: DataSource, lease: Lease, leaseMs: number): HeldLease {
  const controller = new AbortController();
  let until = lease.until;
  let released = false;
  let renewTimer: NodeJS.Timeout | undefined;
  let lapseTimer: NodeJS.Timeout | undefined;

  const lose = (reason: string) => {
    if (released || controller.signal.aborted) return;
    stop();
    controller.abort(new LeaseLost(reason));
  };
  const stop = () => {
    clearTimeout(renewTimer);
    clearTimeout(lapseTimer);
  };
  const watchLapse = () => {
    clearTimeout(lapseTimer);
    lapseTimer = setTimeout(
      () => lose('the lease could not be renewed before it ran out'),
      Math.max(0, until - lapseMarginMs(leaseMs) - Date.now()),
    );
    lapseTimer.unref();
  };
  const renew = async () => {
    // Counted from before the write, so the lease is never believed longer than it is.
    const next = Date.now() + leaseMs;
    try {
      const held = await renewLease(db, lease, next);
      if (released) return;
      if (!held) return lose('the notification is no longer held by this worker');
      until = next;
      watchLapse();
    } catch {
      // The database did not answer: the lapse watch still stands, and the next renewal may get through.
    }
    if (released || controller.signal.aborted) return;
    renewTimer = setTimeout(() => void renew(), renewEveryMs(leaseMs));
    renewTimer.unref();
  };

  watchLapse();
  renewTimer = setTimeout(() => void renew(), renewEveryMs(leaseMs));
  renewTimer.unref();
  return {
    signal: controller.signal,
    release() {
      released = true;
      stop();
    },
  };
}
