// The leads inbox API: filters, paging, CSV and deletion, on SQLite and MySQL.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEvent, Lead } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const base = {
  email: null,
  company: '',
  city: '',
  service: 'WhatsApp Quote Request - Activity Popup',
  message: 'Quote please',
  locale: 'en' as const,
  pagePath: '/',
  marketingConsent: false,
  idempotencyKey: null,
};

describe.each(testDatabases('admin_leads'))('leads inbox API on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';
  const get = (url: string) => request(ctx.app.callback()).get(url).set('Cookie', cookie);
  const exportCsv = (url = '/api/admin/leads.csv') => request(ctx.app.callback()).post(url).set('Cookie', cookie);
  const exportsAudited = () => ctx.db.getRepository(AuditEvent).countBy({ action: 'export' });
  const names = (res: request.Response) => (res.body.items as Array<{ name: string }>).map((l) => l.name);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'inbox-admin', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'inbox-admin');
    const repo = ctx.db.getRepository(Lead);
    // 22 older popup leads, one per hour on 2025-01-10 (UTC)
    for (let i = 0; i < 22; i++)
      await repo.save(
        repo.create({
          ...base,
          name: `Filler ${i}`,
          phone: `05000000${String(i).padStart(2, '0')}`,
          source: 'popup',
          createdAt: new Date(Date.UTC(2025, 0, 10, i)),
        }),
      );
    await repo.save([
      // 22:30 UTC on 1 March is 01:30 on 2 March in Riyadh.
      repo.create({
        ...base,
        name: 'Late Night',
        phone: '0551111111',
        source: 'contact',
        createdAt: new Date('2025-03-01T22:30:00Z'),
      }),
      repo.create({
        ...base,
        name: 'عبدالله الشمري',
        phone: '0552222222',
        email: 'abdullah@example.sa',
        company: 'Al Noor Trading',
        source: 'landing',
        locale: 'ar',
        createdAt: new Date('2025-03-05T09:00:00Z'),
      }),
      repo.create({
        ...base,
        name: '=HYPERLINK("http://evil.example")',
        phone: '+966 50 333 3333',
        company: '50% Off Ltd',
        source: 'contact',
        createdAt: new Date('2025-03-06T09:00:00Z'),
      }),
    ]);
  });
  afterAll(async () => ctx?.close());

  it('answers 401 without a session', async () => {
    for (const url of ['/api/admin/leads', '/api/admin/leads.csv'])
      expect((await request(ctx.app.callback()).get(url)).status).toBe(401);
    expect((await request(ctx.app.callback()).post('/api/admin/leads.csv').set('Origin', TEST_SITE_URL)).status).toBe(
      401,
    );
    expect((await request(ctx.app.callback()).delete('/api/admin/leads/1').set('Origin', TEST_SITE_URL)).status).toBe(
      401,
    );
  });

  it('lists newest first, 20 to a page, with the total and a cursor to the next page', async () => {
    const first = await get('/api/admin/leads');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.body).toMatchObject({ total: 25, totalCapped: false, pageSize: 20, prevCursor: null });
    expect(first.body.items).toHaveLength(20);
    expect(names(first).slice(0, 3)).toEqual(['=HYPERLINK("http://evil.example")', 'عبدالله الشمري', 'Late Night']);
    const second = await get(`/api/admin/leads?cursor=${first.body.nextCursor}`);
    expect(names(second)).toEqual(['Filler 4', 'Filler 3', 'Filler 2', 'Filler 1', 'Filler 0']);
    expect(second.body.nextCursor).toBeNull();
    expect(names(await get(`/api/admin/leads?cursor=${second.body.prevCursor}`))).toEqual(names(first));
  });

  it('searches name, phone, email and company, taking % literally', async () => {
    expect(names(await get(`/api/admin/leads?q=${encodeURIComponent('عبدالله')}`))).toEqual(['عبدالله الشمري']);
    expect(names(await get('/api/admin/leads?q=abdullah%40example'))).toEqual(['عبدالله الشمري']);
    expect(names(await get('/api/admin/leads?q=0551111111'))).toEqual(['Late Night']);
    expect(names(await get('/api/admin/leads?q=noor'))).toEqual(['عبدالله الشمري']);
    expect(names(await get(`/api/admin/leads?q=${encodeURIComponent('50%')}`))).toEqual([
      '=HYPERLINK("http://evil.example")',
    ]);
  });

  it('filters by source and by a date range in Saudi time', async () => {
    expect(names(await get('/api/admin/leads?source=contact'))).toEqual([
      '=HYPERLINK("http://evil.example")',
      'Late Night',
    ]);
    expect(names(await get('/api/admin/leads?from=2025-03-02&to=2025-03-02'))).toEqual(['Late Night']);
    expect(names(await get('/api/admin/leads?to=2025-03-01')).every((n) => n.startsWith('Filler'))).toBe(true);
    const range = await get('/api/admin/leads?from=2025-03-02&to=2025-03-05&source=landing');
    expect(names(range)).toEqual(['عبدالله الشمري']);
  });

  it('answers 400 naming each bad filter', async () => {
    const res = await get('/api/admin/leads?source=fax&from=2025-13-01&cursor=0');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['from', 'source']);
    expect((await get('/api/admin/leads?cursor=0')).body.fields).toEqual({ cursor: expect.any(String) });
    const reversed = await get('/api/admin/leads?from=2025-03-05&to=2025-03-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields.to).toBeTruthy();
  });

  it('exports the filtered leads as UTF-8 CSV with a BOM, Arabic intact and formulas defused', async () => {
    const res = await exportCsv('/api/admin/leads.csv?from=2025-03-01')
      .set('Origin', TEST_SITE_URL)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = body.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^"ID","Received \(Saudi time\)","Name","Phone","Email"/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines[1]).toContain(`"'+966 50 333 3333"`);
    expect(lines[2]).toContain('عبدالله الشمري');
    expect(lines[3]).toContain('2025-03-02 01:30:00');
  });

  it('exports only for a same-origin POST, as the inbox form sends it, and audits only an export that was delivered', async () => {
    const before = await exportsAudited();
    // What another site can make the admin's browser do: open the export (a link, `location =`),
    // ask for its headers, or post a form to it.
    const crossSite = [
      await get('/api/admin/leads.csv'),
      await get('/api/admin/leads.csv').set('Sec-Fetch-Site', 'cross-site'),
      await request(ctx.app.callback()).head('/api/admin/leads.csv').set('Cookie', cookie),
      await exportCsv().set('Origin', 'https://evil.example').type('form').send(''),
      await exportCsv().set('Origin', 'null'),
      await exportCsv(),
    ];
    expect(crossSite.map((res) => res.status)).toEqual([405, 405, 405, 403, 403, 403]);
    for (const res of crossSite) expect(res.headers['content-disposition']).toBeUndefined();
    expect(await exportsAudited()).toBe(before);

    // The inbox's form: an empty urlencoded body, the filter in the address, our own Origin.
    const fromInbox = await exportCsv('/api/admin/leads.csv?source=landing')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send('');
    expect(fromInbox.status).toBe(200);
    expect(fromInbox.headers['content-disposition']).toMatch(/^attachment;/);
    expect(fromInbox.text).toContain('عبدالله الشمري');
    expect(await exportsAudited()).toBe(before + 1);
  });

  it('deletes a lead only for a same-origin call, then it is gone', async () => {
    const lead = await ctx.db.getRepository(Lead).findOneByOrFail({ name: 'Late Night' });
    const del = () => request(ctx.app.callback()).delete(`/api/admin/leads/${lead.id}`).set('Cookie', cookie);
    expect((await del().set('Origin', 'https://evil.example')).status).toBe(403);
    expect((await del().set('Origin', TEST_SITE_URL).type('text/plain').send('x')).status).toBe(403);
    expect(await ctx.db.getRepository(Lead).existsBy({ id: lead.id })).toBe(true);
    expect((await del().set('Origin', TEST_SITE_URL)).status).toBe(204);
    expect(await ctx.db.getRepository(Lead).existsBy({ id: lead.id })).toBe(false);
    expect((await del().set('Origin', TEST_SITE_URL)).status).toBe(404);
    const bad = await request(ctx.app.callback())
      .delete('/api/admin/leads/abc')
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL);
    expect(bad.status).toBe(400);
    expect(bad.body.fields.id).toBeTruthy();
  });
});
