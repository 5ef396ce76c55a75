// The sync from the company's Odoo, for owners:
//   GET  /api/admin/odoo/sync   where it stands: the last pass's time, counts and fault
//   POST /api/admin/odoo/sync   a pass now ("Refresh from Odoo"); answers when it is done, with its
//                               counts, or `busy` when another server process is running one
import type { DataSource } from 'typeorm';
import { OdooSyncState } from '../../../entities/index.js';
import { rolesThatCan } from '../../../site/admin-roles.js';
import type { OdooSyncStatus } from '../../../site/notification-delivery.js';
import type { AppParts } from '../../app-parts.js';
import { refusal } from '../../http/errors.js';
import { OdooError } from '../../notifications/odoo/odoo-rpc.js';
import { SYNC_MODEL } from '../../odoo-sync/odoo-sync.js';
import { odooSyncFor } from '../../odoo-sync/odoo-sync-service.js';
import { recordAudit } from '../../privacy/audit-log.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function syncStatus(db: DataSource, enabled: boolean, now: number): Promise<OdooSyncStatus> {
  const state = await db.getRepository(OdooSyncState).findOneBy({ model: SYNC_MODEL });
  return {
    enabled,
    running: state !== null && state.leaseUntil > now,
    lastStartedAt: iso(state?.lastStartedAt ?? null),
    lastFinishedAt: iso(state?.lastFinishedAt ?? null),
    lastRead: state?.lastRead ?? 0,
    lastApplied: state?.lastApplied ?? 0,
    lastError: state?.lastError ?? null,
    lastFailureKind: state?.lastFailureKind ?? null,
  };
}

export function odooSyncRoutes({ config, db, logger }: Pick<AppParts, 'config' | 'db' | 'logger'>): DeclaredRoute[] {
  const odoo = config.notifications.odoo;
  return [
    adminRoute({
      method: 'get',
      path: '/odoo/sync',
      roles: rolesThatCan('readLeads'),
      handler: async (ctx) => {
        ctx.body = await syncStatus(db, odoo !== undefined, Date.now());
      },
    }),
    adminRoute({
      method: 'post',
      path: '/odoo/sync',
      roles: rolesThatCan('syncOdoo'),
      handler: async (ctx, { admin }) => {
        if (!odoo) throw refusal(409, 'Odoo is not set up on this site');
        let pass: OdooSyncStatus['pass'];
        try {
          pass = await odooSyncFor(db, odoo, logger).runNow();
        } catch (error) {
          // Odoo's fault is the answer's news, stored with the sync's state: shown, not a server error.
          if (!(error instanceof OdooError)) throw error;
        }
        if (pass?.state === 'done')
          await recordAudit(
            db,
            admin.username,
            'odoo-sync',
            `Read ${pass.read} leads from Odoo, ${pass.applied} changed`,
          );
        ctx.body = { ...(await syncStatus(db, true, Date.now())), ...(pass ? { pass } : {}) };
      },
    }),
  ];
}
