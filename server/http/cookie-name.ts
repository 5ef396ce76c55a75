// Over HTTPS a cookie gets the __Host- prefix: browsers then accept it only from a secure origin,
// for the whole host, so a sibling subdomain or a plain-HTTP page cannot plant or shadow it.
import type { Context } from 'koa';

export const hostCookieName = (ctx: Context, name: string) => (ctx.secure ? `__Host-${name}` : name);
