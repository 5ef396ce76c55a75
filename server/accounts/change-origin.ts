// Where a change to an account came from, as the audit log and the admin's notice say it: the
// browser and system, and the client's network (the /24 or /48, never the address), the same
// summary the admin's session list shows (server/sessions/session-device.ts).
import type { Context } from 'koa';
import { clientNetwork, deviceSummary } from '../sessions/session-device.js';

export interface ChangeOrigin {
  device: string | null;
  network: string | null;
}

export const changeOriginOf = (ctx: Context): ChangeOrigin => ({
  device: deviceSummary(ctx.get('User-Agent')),
  network: clientNetwork(ctx.ip),
});

/** "Firefox on Linux, network 192.0.2.0/24". */
export const describeOrigin = ({ device, network }: ChangeOrigin) =>
  `${device ?? 'an unknown browser'}, network ${network ?? 'unknown'}`;
