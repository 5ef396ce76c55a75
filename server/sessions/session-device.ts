// What an admin's session list shows of each session: the browser and system in a few words, read
// from the User-Agent, and the client's network. The network is the address cut to its /24 (IPv4) or
// /48 (IPv6): enough to tell the office from a phone on the road, not a place on a map, and no
// single address is kept.
import { isIPv4, isIPv6 } from 'node:net';
import type { Middleware } from 'koa';

const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const firstMatch = (list: [RegExp, string][], text: string) => list.find(([pattern]) => pattern.test(text))?.[1];

/** "Firefox on Windows", "Safari on iPhone"; null when the User-Agent names nothing known. */
export function deviceSummary(userAgent: string | undefined): string | null {
  const text = (userAgent ?? '').slice(0, 500);
  const browser = firstMatch(browsers, text);
  const system = firstMatch(systems, text);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

const expandIPv6 = (address: string): number[] => {
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const left = groups(head);
  const right = groups(tail);
  const zeros = address.includes('::') ? Array<number>(8 - left.length - right.length).fill(0) : [];
  return [...left, ...zeros, ...right];
};

/** "203.0.113.0/24", "2001:db8:5::/48"; null for an address that is neither. */
export function clientNetwork(address: string | undefined): string | null {
  const ip = (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip) || ip.includes('.')) return null;
  const [a, b, c] = expandIPv6(ip.split('%')[0]).map((group) => group.toString(16));
  return `${a}:${b}:${c}::/48`;
}

/**
 * After a request that signed an admin in, the session remembers the browser and network it was
 * opened from (read by the session store into its own columns). Sessions opened before keep none.
 */
export const stampSessionDevice: Middleware = async (ctx, next) => {
  await next();
  const session = ctx.session;
  if (session && typeof session.username === 'string' && session.device === undefined) {
    session.device = deviceSummary(ctx.get('User-Agent'));
    session.network = clientNetwork(ctx.ip);
  }
};
