// Nothing an admin sees answers without a session, however the path is spelled: every route of the
// app's admin route table, crossed with case, slash, percent-encoding, dot-segment and Vike-suffix
// spellings and every method, is 401 or 404, shows no lead and deletes nothing. Sent on a real
// socket so the spellings reach the server unparsed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shownText } from '../helpers/shown-text.js';
import { Lead } from '../../entities/index.js';
import { adminRouteTable } from '../../server/routes/route-table.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const SECRET_NAME = 'Guarded Lead Name';

const capitalize = (path: string) => path.replace(/\/(\w)/g, (_, letter: string) => `/${letter.toUpperCase()}`);
const encodeLetters = (path: string) => path.replace(/[a-z]/g, (letter) => `%${letter.charCodeAt(0).toString(16)}`);

/** Ways to write a path that a lenient router, proxy or framework might read as the same route. */
export function spellings(path: string): string[] {
  const last = path.lastIndexOf('/');
  return [
    path,
    path.toUpperCase(),
    capitalize(path),
    path.replace('/admin', '/ADMIN'),
    `${path}/`,
    `${path}//`,
    `/${path}`,
    path.replaceAll('/', '//'),
    `${path.slice(0, last)}//${path.slice(last + 1)}`,
    encodeLetters(path),
    `${path.slice(0, last + 1)}%${path.charCodeAt(last + 1).toString(16)}${path.slice(last + 2)}`,
    `${path.slice(0, last + 1)}%25${path.charCodeAt(last + 1).toString(16)}${path.slice(last + 2)}`,
    `/${path.slice(1).replaceAll('/', '%2F')}`,
    path.replace('/api/', '/api%2F'),
    `/${path.slice(1).replaceAll('/', '\\')}`,
    path.replace('/admin', '/x/../admin'),
    path.replace('/admin', '/./admin'),
    path.replace('/admin', '/admin/.'),
    `${path}.pageContext.json`,
    `${path}/index.pageContext.json`,
    `${path};jsessionid=1`,
    `${path}?page=1`,
    `${path}#x`,
  ];
}

describe.each(testDatabases('admin_guard'))('admin guard on $name', (database) => {
  let ctx: ListeningTestApp;
  let leadId = 0;

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url());
    const repo = ctx.db.getRepository(Lead);
    const lead = await repo.save(
      repo.create({
        name: SECRET_NAME,
        email: 'guarded@example.com',
        phone: '0550000000',
        company: '',
        city: '',
        service: 'Contact Form',
        message: 'Private',
        source: 'contact',
        locale: 'en',
        pagePath: '/contact',
        marketingConsent: false,
        idempotencyKey: null,
      }),
    );
    leadId = lead.id;
  });
  afterAll(async () => ctx?.close());

  it('refuses every admin API route in every spelling and method without a session', async () => {
    // Every session-only route the app serves, from its route table (the session check included).
    const routes = [
      ...new Set(
        adminRouteTable(ctx.app).map((route) =>
          route.path.replace(':id', String(leadId)).replace(':username', 'someone'),
        ),
      ),
    ];
    expect(routes).toEqual(
      expect.arrayContaining([
        '/api/admin/leads',
        '/api/admin/leads.csv',
        `/api/admin/leads/${leadId}`,
        `/api/admin/leads/${leadId}/notes`,
        `/api/admin/leads/${leadId}/not-spam`,
        '/api/admin/owners',
        '/api/admin/dashboard',
        '/api/admin/language',
        '/api/auth/check',
      ]),
    );
    const paths = routes.flatMap(spellings);
    const leaks: string[] = [];
    for (const path of paths) {
      for (const method of METHODS) {
        const answer = await ctx.server.send(
          method,
          path,
          { Origin: TEST_SITE_URL, 'Content-Type': 'application/json' },
          method === 'GET' || method === 'HEAD' ? undefined : '{}',
        );
        const ok =
          (answer.status === 401 || answer.status === 404) &&
          !answer.body.includes(SECRET_NAME) &&
          !answer.body.includes('guarded@example.com');
        if (!ok) leaks.push(`${method} ${path} → ${answer.status}`);
        else if (path.startsWith('/api/') && answer.headers['cache-control'] !== 'no-store')
          leaks.push(`${method} ${path} → ${answer.status} without no-store`);
      }
    }
    expect(leaks).toEqual([]);
    expect(await ctx.db.getRepository(Lead).countBy({ id: leadId })).toBe(1);
  });

  it('shows the admin screens only as the sign-in form or a redirect to it, in any spelling', async () => {
    const paths = ['/admin', '/schema-validation', '/database'].flatMap((screen) => [
      ...spellings(screen),
      `${screen}/index.pageContext.json`,
    ]);
    const leaks: string[] = [];
    for (const path of paths) {
      const answer = await ctx.server.send('GET', path);
      const location = String(answer.headers.location);
      const redirectsToSignIn = answer.status === 302 && /^(http:\/\/[^/]+)?\/admin$/.test(location);
      // Vike's own answer to a trailing slash: the same screen without it.
      const dropsTrailingSlash = answer.status === 301 && path.endsWith('/') && location.endsWith(path.slice(0, -1));
      // A client-side navigation's data: the redirect to the sign-in form, or the form itself.
      const dataRedirectsToSignIn = answer.status === 200 && answer.body.includes('"_urlRedirect":{"url":"/admin"');
      const signInForm =
        answer.status === 200 &&
        path.startsWith('/admin') &&
        (answer.body.includes('>Sign in</h1>') || answer.body.includes('"username":null'));
      const shown =
        answer.status === 404 || redirectsToSignIn || dropsTrailingSlash || dataRedirectsToSignIn || signInForm;
      // Data of a signed-in screen (the SEO report, leads) never; the inbox's words never on screen (the
      // page data carries the admin's whole catalogue of words, which is no data).
      const inboxShown = !path.endsWith('.json') && shownText(answer.body).includes('Export CSV');
      if (!shown || /seoReport|"rows"|"items"/.test(answer.body) || inboxShown)
        leaks.push(`GET ${path} → ${answer.status}`);
    }
    expect(leaks).toEqual([]);
  });
});
