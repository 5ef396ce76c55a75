// Whom to believe about the client: TRUST_PROXY is either a hop count (the last N proxies in front,
// whoever they are) or a list of proxy addresses and ranges. With a list, the X-Forwarded-* headers
// of any other peer are dropped before anything reads them, so a client that reaches the app port
// directly cannot pick its own address (and with it a fresh lead quota) or claim HTTPS. The client
// address is the first one, walking X-Forwarded-For from the nearest hop, that is not a trusted
// proxy (proxy-addr, as Express does it). X-Request-Id is a proxy's header too (nginx's id for the
// request, which the request log reuses): from anyone else it is dropped, so a client cannot choose
// the id its requests are logged under.
import type { Middleware } from 'koa';
import proxyaddr from 'proxy-addr';

export type TrustProxy = { hops: number } | { addresses: string[] };

const PROXY_HEADERS = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'forwarded', 'x-request-id'];

/** Throws on an address or range proxy-addr cannot read, for the configuration check at start. */
export function checkProxyAddresses(addresses: string[]): void {
  proxyaddr.compile(addresses);
}

export const trustsAnyProxy = (setting: TrustProxy) =>
  'hops' in setting ? setting.hops > 0 : setting.addresses.length > 0;

export function trustedProxies(setting: TrustProxy): Middleware {
  const trust =
    'hops' in setting ? (_address: string, hop: number) => hop < setting.hops : proxyaddr.compile(setting.addresses);
  return async (ctx, next) => {
    const peer = ctx.req.socket.remoteAddress ?? '';
    if (!trust(peer, 0)) for (const header of PROXY_HEADERS) delete ctx.req.headers[header];
    ctx.request.ip = proxyaddr(ctx.req, trust);
    await next();
  };
}
