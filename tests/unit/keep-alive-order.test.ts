// The app and the shipped nginx site agree on who lets an idle connection go first: nginx (its
// upstream keepalive_timeout), then the app (keepAliveTimeout), and the app's headers timeout is
// longer than both. In the other order nginx may send a request on a connection the app is
// closing, and the visitor gets a 502.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from '../../server/process/http-timeouts.js';

const UNITS_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** An nginx time ("30s", "1m", "500ms", "75" for seconds) in milliseconds. */
function nginxTimeMs(value: string): number {
  const match = /^(\d+)(ms|s|m|h)?$/.exec(value);
  if (!match) throw new Error(`Not an nginx time: ${value}`);
  return Number(match[1]) * UNITS_MS[match[2] ?? 's']!;
}

/** The upstream block's keepalive_timeout; nginx's default (60 s) when it is not written. */
function upstreamKeepAliveMs(config: string): number {
  const upstream = /upstream\s+erp_site\s*\{([^}]*)\}/.exec(config);
  if (!upstream) throw new Error('No upstream erp_site block in the nginx site');
  const timeout = /^\s*keepalive_timeout\s+(\S+);/m.exec(upstream[1]!);
  return timeout ? nginxTimeMs(timeout[1]!) : 60_000;
}

describe('keep-alive between nginx and the app', () => {
  const shipped = upstreamKeepAliveMs(readFileSync('deploy/nginx-site.conf', 'utf8'));

  it('has nginx let an idle upstream connection go before the app does', () => {
    expect(shipped).toBe(30_000);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(shipped);
  });

  it('waits for a request’s headers longer than both keep an idle connection', () => {
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(KEEP_ALIVE_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeGreaterThan(shipped);
  });

  it('reads nginx’s times as nginx does, and its default when none is written', () => {
    expect(nginxTimeMs('75')).toBe(75_000);
    expect(nginxTimeMs('1m')).toBe(60_000);
    expect(upstreamKeepAliveMs('upstream erp_site { server 127.0.0.1:3000; keepalive 16; }')).toBe(60_000);
  });
});
