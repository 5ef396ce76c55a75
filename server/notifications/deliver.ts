// What every channel is: a function that delivers one lead's notification or throws, told which
// notification it is and when to stop.
import type { Lead } from '../../entities/index.js';

export interface DeliveryContext {
  siteName: string;
  siteUrl: string;
  /** The outbox row's id: the same on every retry, so a receiver can drop a repeat. */
  notificationId: number;
  /** Aborted when this worker no longer holds the notification's lease: the attempt stops. */
  signal: AbortSignal;
}

export type Deliver = (lead: Lead, context: DeliveryContext) => Promise<void>;
