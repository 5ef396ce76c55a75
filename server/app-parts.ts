// What the app is made of, handed whole to every router factory: each takes what it needs from one
// object, so adding a dependency to a router changes its own file and not every call site.
import type { DataSource } from 'typeorm';
import type { Clock } from './clock.js';
import type { AppConfig } from './config/config.js';
import type { LeadNotifier } from './notifications/lead-notifier.js';
import type { Logger } from './logging/logger.js';
import type { Lifecycle } from './process/lifecycle.js';

export interface AppParts {
  config: AppConfig;
  db: DataSource;
  /** Which notifications a new lead queues, and which workers to wake. */
  notifier: LeadNotifier;
  /** Whether the process is draining for shutdown. */
  lifecycle: Lifecycle;
  /** What time it is: every reading of "now" for an answer (this week, overdue) comes from here. */
  clock: Clock;
  /** Where the app's own lines go (faults, outages): one JSON object per line. */
  logger: Logger;
}
