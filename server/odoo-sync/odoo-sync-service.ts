// This process's sync from Odoo: a pass every few minutes on its own timer (apart from the
// notification outbox, so a slow Odoo read never holds back a lead's delivery), and one on demand
// from the admin. A pass asked for while this process runs one joins it; one asked for while another
// process runs one is told so ('busy'). Faults are logged and kept in odoo_sync_state for the admin.
import type { DataSource } from 'typeorm';
import type { OdooChannelConfig } from '../config/config.js';
import { errorFacts } from '../logging/failure-fields.js';
import { silentLogger, type Logger } from '../logging/logger.js';
import { OdooRpcClient } from '../notifications/odoo/odoo-rpc.js';
import { runSyncPass, type SyncOptions, type SyncOutcome } from './odoo-sync.js';

export const SYNC_INTERVAL_MS = 5 * 60_000;
/** The first pass waits this long after start, so a restart serves first. */
export const FIRST_SYNC_AFTER_MS = 15_000;

export class OdooSyncService {
  readonly client: OdooRpcClient;
  private running: Promise<SyncOutcome> | undefined;

  constructor(
    private readonly db: DataSource,
    readonly odoo: OdooChannelConfig,
    private readonly logger: Logger = silentLogger,
    private readonly options: SyncOptions = {},
  ) {
    this.client = new OdooRpcClient({ url: odoo.url, db: odoo.db, login: odoo.user, apiKey: odoo.apiKey });
  }

  /** A pass now, or the one this process is already running. */
  runNow(): Promise<SyncOutcome> {
    if (!this.running) {
      const pass = runSyncPass(this.db, this.client, this.odoo, this.options);
      this.running = pass;
      const clear = () => {
        if (this.running === pass) this.running = undefined;
      };
      pass.then(clear, clear);
    }
    return this.running;
  }

  /** Timed passes until the returned function is called. */
  start(intervalMs = SYNC_INTERVAL_MS, firstAfterMs = FIRST_SYNC_AFTER_MS): () => void {
    const pass = () =>
      void this.runNow().then(
        (outcome) => {
          if (outcome.state === 'done' && outcome.applied > 0)
            this.logger.info(`Odoo sync: ${outcome.applied} leads changed from ${outcome.read} read`);
        },
        (error: unknown) =>
          this.logger.warn({ error: errorFacts(error) }, 'Odoo sync failed; the next pass tries again'),
      );
    const first = setTimeout(pass, firstAfterMs);
    const every = setInterval(pass, intervalMs);
    first.unref();
    every.unref();
    return () => {
      clearTimeout(first);
      clearInterval(every);
    };
  }
}

const services = new WeakMap<DataSource, OdooSyncService>();

/** The one sync service of this database connection in this process (the timer and the admin share it). */
export function odooSyncFor(db: DataSource, odoo: OdooChannelConfig, logger?: Logger): OdooSyncService {
  let service = services.get(db);
  if (!service || service.odoo !== odoo) {
    service = new OdooSyncService(db, odoo, logger);
    services.set(db, service);
  }
  return service;
}
