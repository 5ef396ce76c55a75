// A spec's own server that delivers to (and reads back from) a fresh Odoo stand-in: the four Odoo
// variables set, and the shared test server left without an Odoo.
import {
  STAND_IN_API_KEY,
  STAND_IN_DB,
  STAND_IN_LOGIN,
  startOdooStandIn,
  type OdooStandIn,
} from '../helpers/odoo-stand-in.js';
import { startOwnServer, type OwnServer } from './own-server.js';

export async function startServerWithOdoo(offset: number): Promise<{ server: OwnServer; odoo: OdooStandIn }> {
  const odoo = await startOdooStandIn();
  const server = await startOwnServer(offset, {
    ADMIN_REQUIRE_2FA: '0',
    LOG_LEVEL: 'error',
    ODOO_URL: odoo.url,
    ODOO_DB: STAND_IN_DB,
    ODOO_USER: STAND_IN_LOGIN,
    ODOO_API_KEY: STAND_IN_API_KEY,
  });
  return { server, odoo };
}
