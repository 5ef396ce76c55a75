// What the lead intake needs to know about notifications: which channels to queue with each new
// lead, and a way to wake this process's worker so a stored lead goes out at once rather than at
// the next poll.
import { EventEmitter } from 'node:events';
import type { NotificationChannel } from '../../entities/index.js';
import type { NotificationConfig } from '../config/config.js';

export class LeadNotifier {
  readonly channels: NotificationChannel[];
  private readonly events = new EventEmitter();

  constructor(config: NotificationConfig) {
    this.channels = [
      ...(config.email ? (['email'] as const) : []),
      ...(config.webhook ? (['webhook'] as const) : []),
      ...(config.odoo ? (['odoo'] as const) : []),
    ];
  }

  /** A lead was stored with notifications queued. */
  leadStored(): void {
    this.events.emit('stored');
  }

  onLeadStored(listener: () => void): () => void {
    this.events.on('stored', listener);
    return () => this.events.off('stored', listener);
  }
}
