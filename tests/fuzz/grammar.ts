// The shapes of request the fuzzer draws from, as a small grammar rather than fixed lists, so that
// each run combines them anew: a path is a start, a route family (pages, admin, API, assets, files),
// a spelling of it, segments and a suffix, each from the shapes that have broken servers (doubled
// slashes, dot segments in every encoding, overlong and invalid UTF-8, lone surrogates, controls and
// NUL, backslashes, host-like segments, very long segments, console format directives); headers and
// bodies have grammars of their own. Everything is drawn from a seeded generator, so a seed replays
// the same requests exactly. Paths come in the absolute form too ("GET http://evil.example/about/").
import { publicLogicalPaths } from '../../site/public-routes.js';
import { TEST_SITE_URL } from '../helpers/app.js';

export interface Random {
  next: () => number;
  pick: <T>(list: readonly T[]) => T;
  chance: (p: number) => boolean;
  int: (below: number) => number;
}

/** mulberry32: small, fast and seeded. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  return { next, int, pick: (list) => list[int(list.length)]!, chance: (p) => next() < p };
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

// ── Paths ────────────────────────────────────────────────────────────────────────────────────────

const withArabic = (paths: readonly string[]) => paths.flatMap((path) => [path, path === '/' ? '/ar' : `/ar${path}`]);

const FAMILIES: Record<string, readonly string[]> = {
  pages: [
    ...withArabic(publicLogicalPaths()),
    '/blog/no-such-article',
    '/services/no-such-service',
    '/odoo-nowhere',
    '/khalid-al-otaibi-riyadh',
    '/ar/khalid-al-otaibi-riyadh',
  ],
  admin: [
    '/admin',
    '/ar/admin',
    '/schema-validation',
    '/database',
    '/api/admin',
    '/api/admin/leads',
    '/api/admin/leads.csv',
    '/api/admin/leads/1',
    '/api/admin/leads/abc',
    '/api/admin/erasures',
    '/api/admin/audit',
    '/api/auth',
    '/api/auth/login',
    '/api/auth/check',
    '/api/auth/logout',
  ],
  api: [
    '/api',
    '/api/contact-submissions',
    '/api/hreflang',
    '/api/hreflang/',
    '/api/hreflang/ar/about',
    '/api/hreflang/about',
    '/api/nothing',
    '/healthz',
    '/readyz',
  ],
  files: [
    '/sitemap.xml',
    '/robots.txt',
    '/blog/rss.xml',
    '/ar/blog/rss.xml',
    '/og-image.png',
    '/media/intro-captions.en.vtt',
    '/media/intro-captions.ar.vtt',
    '/media/article-cards/en/no-such.png',
    '/favicon.svg',
    '/media/intro-poster.webp',
  ],
  assets: [
    '/assets',
    '/assets/missing.js',
    '/@vite/client',
    '/@fs/etc/passwd',
    '/@fs',
    '/__vite_ping',
    '/__vite',
    '/@id/react',
    '/@id/__x00__virtual',
    '/node_modules/.vite/deps/react.js',
    '/node_modules',
    '/@react-refresh',
  ],
  forms: withArabic(['/contact', '/odoo-saudi-arabia']),
};
const FAMILY_NAMES = Object.keys(FAMILIES);

const SEGMENTS: Record<string, readonly string[]> = {
  words: [
    'x',
    'index',
    'about',
    'admin',
    'leads',
    'etc',
    'passwd',
    '.env',
    '.git',
    'config',
    '1',
    '-1',
    '99999999999999999999',
    'abc',
  ],
  dots: [
    '.',
    '..',
    '%2e',
    '%2E',
    '%2e%2e',
    '.%2e',
    '%2E.',
    '%c0%ae',
    '%c0%ae%c0%ae',
    '%e0%80%ae',
    '%252e',
    '%252e%252e',
    '%%32%65',
    '..;',
    '...',
  ],
  invalidUtf8: [
    '%c0',
    '%c0%af',
    '%c1%9c',
    '%e0%80%af',
    '%f0%80%80%af',
    '%ff',
    '%fe',
    '%80',
    '%c3',
    '%e2%82',
    '%f8%88%80%80%80',
    '%f4%90%80%80',
    '%c3%28',
  ],
  surrogates: ['%ED%A0%80', '%ed%bf%bf', '%ED%B0%80', '%ed%a0%bd%ed%b8%80'],
  controls: [
    '%00',
    '%01',
    '%09',
    '%0a',
    '%0D',
    '%0d%0aSet-Cookie:x=1',
    '%1b',
    '%7f',
    '%c2%85',
    '%c2%9b',
    '%e2%80%ae',
    '%ef%bb%bf',
  ],
  backslashes: ['\\', '%5c', '%5C', '%255c', '%c1%9c', '..\\', '..%5c', '\\\\'],
  slashes: ['%2f', '%2F', '%252f', '%c0%af', '%2f%2f'],
  hostLike: [
    'a:b',
    'evil.example',
    '@evil.example',
    '[',
    '[::1]',
    'x%',
    '%',
    '%z',
    '%zz',
    '%4',
    ':80',
    'http:',
    'javascript:alert(1)',
  ],
  formatDirectives: ['%c', '%s', '%d', '%o', '%O', '%j', '%i', '%f', '%%', '%c0%ae%s', '%s%s%s%n'],
  rawBytes: ['\xe9', '\xff', '\x80', 'caf\xe9'],
  text: ['%D9%85%D9%84%D9%81', '%D8%A7%D9%84%D8%B9%D8%B1%D8%A8%D9%8A%D8%A9', '%E2%80%AE', 'caf%C3%A9', '%F0%9F%98%80'],
};
const SEGMENT_KINDS = Object.keys(SEGMENTS);
const LONG_SEGMENT_LENGTHS = [255, 256, 1000, 2040, 2100, 4000, 10_000];

const STARTS = ['//', '///', '/\\', '\\', '/%2f', '/%5c', '/%2F/', '/%252f', '//a:b/', '//x%/', '//[/', '/./', '/../'];
const JOINERS = ['/', '/', '/', '/', '//', '\\', '%2f', '%5c', '/./', '/../', '/%2e%2e/', '/%c0%ae%c0%ae/'];
const SUFFIXES = [
  '/',
  '//',
  '.pageContext.json',
  '/index.pageContext.json',
  ';a=b',
  ';jsessionid=1',
  '.json',
  '.csv',
  '~',
  '%20',
  '#x',
  '?',
  '/.',
  '/..',
];

const hex = (code: number) => code.toString(16).padStart(2, '0');

/** Another way to write the same route: case, an escaped or overlong or doubly escaped letter, a slash spelled otherwise. */
function respell(path: string, random: Random): string {
  const letters = [...path.matchAll(/[a-z]/g)].map((match) => match.index!);
  const at = letters.length > 0 ? random.pick(letters) : -1;
  const replaceAt = (index: number, text: string) =>
    index < 0 ? path : path.slice(0, index) + text + path.slice(index + 1);
  const code = at >= 0 ? path.charCodeAt(at) : 0;
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index!).filter((index) => index > 0);
  const slash = slashes.length > 0 ? random.pick(slashes) : -1;
  switch (random.int(8)) {
    case 0:
      return path.toUpperCase();
    case 1:
      return path.replace(/\/(\w)/g, (_, letter: string) => `/${letter.toUpperCase()}`);
    case 2:
      return replaceAt(at, `%${random.chance(0.5) ? hex(code) : hex(code).toUpperCase()}`);
    case 3:
      return replaceAt(at, `%c1%${hex(0x80 | (code & 0x3f))}`); // overlong two-byte form of an ASCII letter
    case 4:
      return replaceAt(at, `%25${hex(code)}`);
    case 5:
      return slash < 0
        ? path
        : path.slice(0, slash) + random.pick(['//', '\\', '%2f', '%2F', '%5c', '/./', '//./']) + path.slice(slash + 1);
    case 6:
      return replaceAt(at, `%e0%81%${hex(0x80 | (code & 0x3f))}`); // overlong three-byte form
    default:
      return path;
  }
}

function segment(random: Random): string {
  if (random.chance(0.04)) return 'a'.repeat(random.pick(LONG_SEGMENT_LENGTHS));
  return random.pick(SEGMENTS[random.pick(SEGMENT_KINDS)]!);
}

const QUERY_KEYS = [
  'page',
  'q',
  'from',
  'to',
  'source',
  'sent',
  'category',
  'lead',
  'utm_source',
  '__proto__[x]',
  'a[]',
  'a[b]',
  '%zz',
  '%c0%ae',
  '%ED%A0%80',
  '',
];
const QUERY_VALUES = [
  '1',
  '-1',
  '1e3',
  '99999999999999999999',
  'not-a-date',
  '2025-13-45',
  '%25%27%22',
  '%zz',
  '%',
  '%ED%A0%80',
  '%00',
  '%c0%ae',
  '%3Cscript%3E',
  '%D9%85%D9%84%D9%81',
  '%s%c%d',
  '',
];

function query(random: Random): string {
  if (random.chance(0.05)) return `?q=${'x'.repeat(random.pick([2000, 5000]))}`;
  const pairs = Array.from({ length: 1 + random.int(3) }, () =>
    random.chance(0.1) ? random.pick(QUERY_KEYS) : `${random.pick(QUERY_KEYS)}=${random.pick(QUERY_VALUES)}`,
  );
  return `?${pairs.join('&')}`;
}

// The absolute form of a request target ("GET http://host/path"), which HTTP/1.1 servers must accept.
const ORIGINS = [
  'http://evil.example',
  'HTTP://evil.example',
  TEST_SITE_URL,
  'https://[::1]:1',
  'http://a:b@evil.example',
  'http://evil.example:99999',
];

export function fuzzPath(random: Random): string {
  if (random.chance(0.01)) return random.pick(['*', 'x', '', 'HTTP://x', 'http://evil.example']);
  if (random.chance(0.03)) return random.pick(ORIGINS) + fuzzPath(random);
  let path = random.pick(FAMILIES[random.pick(FAMILY_NAMES)]!);
  if (random.chance(0.3)) path = respell(path, random);
  if (random.chance(0.15)) path = random.pick(STARTS) + path.slice(1);
  const segments = random.chance(0.5) ? 1 + random.int(3) : 0;
  for (let n = 0; n < segments; n++) path += (path.endsWith('/') ? '' : random.pick(JOINERS)) + segment(random);
  if (random.chance(0.25)) path += random.pick(SUFFIXES);
  if (random.chance(0.25)) path += query(random);
  return path;
}

// ── Headers ──────────────────────────────────────────────────────────────────────────────────────

// Each header is sent with its chance, with one of its values; a refusal that ends a request early
// (an encoding nobody can send, a foreign Host) is kept rare, so most requests reach the routes.
const HEADERS: Record<string, { chance: number; values: readonly string[] }> = {
  'Accept-Encoding': {
    chance: 0.5,
    values: [
      'gzip',
      'br',
      'gzip, deflate, br',
      '*',
      '',
      'x-garbage',
      'gzip;q=abc',
      'br;q=0',
      'identity;q=0',
      '*;q=0',
      'br;q=0, gzip;q=0',
      'deflate, identity;q=0',
    ].flatMap((value, index) => (index < 8 ? [value, value, value] : [value])),
  },
  Accept: {
    chance: 0.6,
    values: [
      'application/json',
      'text/html',
      '*/*',
      'image/png',
      'garbage/;;',
      'text/html;q=0',
      'application/json, text/html;q=0.1',
      'text/html,application/xhtml+xml,*/*;q=0.8',
    ],
  },
  'Accept-Language': {
    chance: 0.3,
    values: ['ar', 'ar-SA,ar;q=0.9,en;q=0.8', 'en', '*', 'x;q=abc', ';;;', 'ar;q=0', 'zz-ZZ'],
  },
  Origin: {
    chance: 0.5,
    values: [
      TEST_SITE_URL,
      TEST_SITE_URL,
      TEST_SITE_URL,
      'https://evil.example',
      'null',
      'http://site.test.evil.example',
      '%zz',
      'http://site.test:99999',
    ],
  },
  Cookie: {
    chance: 0.3,
    values: [
      'sid=abc; sid.sig=def',
      'sid=; sid.sig=',
      `sid=${'z'.repeat(4000)}`,
      'admin-device=a.b.c',
      '__Host-sid=x',
      '%%%=;;;',
      'sid=../../etc',
      'sid=%ff%fe',
      'sid=%zz; sid.sig=%c0%ae',
      'admin-device=%E0%80%AE.x.y',
      'sid="quoted"; sid=x',
      `a=${'%'.repeat(100)}`,
      'sid=caf\xe9',
    ],
  },
  Host: { chance: 0.05, values: ['site.test', 'evil.example', 'site.test:99999', '[::1]', '%zz', ''] },
  Referer: { chance: 0.1, values: [`${TEST_SITE_URL}/%c0%ae`, 'javascript:alert(1)', '%zz', '//evil.example'] },
  'X-Request-Id': { chance: 0.1, values: ['abc', 'nginx-0123456789abcdef', '%c%s%d-request', 'x'.repeat(100)] },
  'Idempotency-Key': { chance: 0.2, values: ['k', 'x'.repeat(300), 'fuzz-key-00000001', '../../', '%c0%ae%s'] },
  Range: { chance: 0.1, values: ['bytes=0-10', 'bytes=999999-', 'bytes=abc', 'bytes=5-1'] },
  'If-None-Match': { chance: 0.1, values: ['*', '"x"', 'W/""', '%c'] },
  'X-Forwarded-For': { chance: 0.1, values: ['1.2.3.4', '::1', 'garbage', '2001:db8::1, 10.0.0.1', '%c0%ae'] },
  'X-Forwarded-Proto': { chance: 0.05, values: ['https', 'gopher', '%zz'] },
};

export function fuzzHeaders(random: Random): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, { chance, values }] of Object.entries(HEADERS))
    if (random.chance(chance)) headers[name] = random.pick(values);
  return headers;
}

// ── Bodies ───────────────────────────────────────────────────────────────────────────────────────

const CONTENT_TYPES = [
  undefined,
  'application/json',
  'application/x-www-form-urlencoded',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  ';;;',
  'application/x-www-form-urlencoded; charset=%zz',
];
const lead = {
  name: 'Fuzz Visitor',
  phone: '+966 50 123 4567',
  company: 'Fuzz Co',
  city: 'Riyadh',
  service: 'Contact Form',
  message: 'Testing the site',
};
const TEXT_VALUES = ['A', 'Ali;=1+1', '\u202Eevil', '\u0000'.repeat(3), '\ud800', '%c%s', 'x'.repeat(600), lead.name];

export function fuzzBody(random: Random): string | Buffer | undefined {
  const nested = (depth: number): string => (depth ? `{"a":${nested(depth - 1)}}` : '1');
  return random.pick<() => string | Buffer | undefined>([
    () => undefined,
    () => JSON.stringify(lead),
    () =>
      JSON.stringify({ ...lead, idempotencyKey: `fuzz-key-${random.int(5)}-000000`, name: random.pick(TEXT_VALUES) }),
    () => JSON.stringify({ ...lead, pagePath: fuzzPath(random), locale: random.pick(['en', 'ar', 'fr', '']) }),
    () =>
      JSON.stringify({
        username: random.pick(['admin', 'ADMIN', '', 'x'.repeat(200), '%c%s']),
        password: random.pick(['wrong-password', '', 'p'.repeat(2000)]),
      }),
    () =>
      JSON.stringify({
        email: random.pick(['a@b.c', '%c0%ae@x', '']),
        phone: random.pick(['0500000000', '1', '\ud800']),
      }),
    () => '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}',
    () => nested(random.pick([10, 1000, 5000])),
    () => random.pick(['{"name":', '[]', 'null', '"\\ud800"', '{"name":"\\ud800\\u0000"}']),
    () =>
      `name=${random.pick(['Fuzz', '%ED%A0%80', '%c0%ae', '%zz', '%00', '%s%c'])}&email=a%40b.c&phone=0551234567&message=${random.pick(['Hello+there+friend', '%ff%fe', 'x'.repeat(3000)])}`,
    () => 'x'.repeat(70 * 1024),
    () => Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3]),
  ])();
}

const METHODS = [
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'SEARCH',
];

// Signing out would end the session the rest of the run reaches the admin routes with.
const SIGN_OUT = /^\/api\/auth\/logout(?:[?#]|$)/;

/** With `adminCookie`, a share of requests carries a signed-in admin's session, so the routes behind the admin guard are fuzzed too. */
export function fuzzRequest(random: Random, { adminCookie }: { adminCookie?: string } = {}): FuzzRequest {
  const method = random.pick(METHODS);
  const path = fuzzPath(random);
  const headers = fuzzHeaders(random);
  if (adminCookie && random.chance(0.3) && !SIGN_OUT.test(path)) headers.Cookie = adminCookie;
  const body = method === 'GET' || method === 'HEAD' ? undefined : fuzzBody(random);
  const contentType = body === undefined ? undefined : random.pick(CONTENT_TYPES);
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  return { method, path, headers, body };
}
