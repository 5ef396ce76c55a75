// The inbox's search as an admin types it, on SQLite and MySQL/MariaDB: a phone in any spelling
// finds every lead of that phone, Arabic spelled with or without hamza and taa marbuta finds the
// same leads, and the leads stored before search keys existed get theirs when the server upgrades.
import request from 'supertest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, migrations } from '../../entities/index.js';
import { InboxSearchAndViews1732430000000 } from '../../entities/migrations/1732430000000-InboxSearchAndViews.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { createDataSource, openDatabase } from '../../server/database/db.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const base = {
  email: null,
  city: '',
  service: 'Odoo implementation',
  message: 'Hello',
  source: 'contact' as const,
  locale: 'ar' as const,
  pagePath: '/ar/contact',
  marketingConsent: false,
  idempotencyKey: null,
};

describe.each(testDatabases('lead_search'))('the inbox search on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let cookie = '';
  const names = async (q: string) => {
    const res = await request(ctx.app.callback())
      .get(`/api/admin/leads?q=${encodeURIComponent(q)}`)
      .set('Cookie', cookie);
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ name: string }>).map((lead) => lead.name).sort();
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    await createAdmin(ctx.db, 'search-admin', ADMIN_PASSWORD);
    cookie = await sessionCookie(ctx.app, 'search-admin');
    const repo = ctx.db.getRepository(Lead);
    await repo.save([
      // One person, twice, the phone typed two ways.
      repo.create({ ...base, name: 'أحمد العتيبي', phone: '0559876543', phoneE164: '+966559876543', company: '' }),
      repo.create({
        ...base,
        name: 'Ahmed Alotaibi',
        phone: '+966 55 987 6543',
        phoneE164: '+966559876543',
        company: 'مؤسسة النور التجارية',
        locale: 'en',
      }),
      repo.create({ ...base, name: 'سارة الحربي', phone: '0551234567', phoneE164: '+966551234567', company: '' }),
    ]);
  });
  afterAll(async () => ctx?.close());

  it.each(['0559876543', '+966559876543', '٠٥٥٩٨٧٦٥٤٣', '966 55 987 6543'])(
    'finds both leads of one phone typed as %s',
    async (typed) => {
      expect(await names(typed)).toEqual(['Ahmed Alotaibi', 'أحمد العتيبي']);
    },
  );

  it('finds Arabic whichever way the hamza and the taa marbuta are typed', async () => {
    expect(await names('مؤسسه')).toEqual(['Ahmed Alotaibi']);
    expect(await names('احمد')).toEqual(['أحمد العتيبي']);
    expect(await names('ساره')).toEqual(['سارة الحربي']);
  });

  it('finds part of a number, case-folded words and nothing for a stranger', async () => {
    expect(await names('98765')).toEqual(['Ahmed Alotaibi', 'أحمد العتيبي']);
    expect(await names('ahmed ALOTAIBI')).toEqual(['Ahmed Alotaibi']);
    expect(await names('0500000000')).toEqual([]);
  });
});

describe.each(testDatabases('lead_search_backfill'))('search keys of earlier leads on $name', (database) => {
  let migrated: DataSource | undefined;
  afterAll(async () => void (migrated?.isInitialized && (await migrated.destroy())));

  it('gives the leads already stored their keys', async () => {
    const url = await database.url();
    const older = new DataSource({
      ...createDataSource(url).options,
      migrations: migrations.slice(0, migrations.indexOf(InboxSearchAndViews1732430000000)),
    } as DataSourceOptions);
    await older.initialize();
    await older.runMigrations();
    // More than one page of the backfill.
    for (let i = 0; i < 3; i++)
      await older.query(
        `INSERT INTO \`lead\` (\`name\`, \`phone\`, \`company\`, \`city\`, \`service\`, \`message\`, \`source\`, \`locale\`) VALUES ${Array.from({ length: 250 }, () => "(?, ?, 'مؤسسة الأمل', 'الرياض', 'Contact Form', 'Hello', 'contact', 'ar')").join(', ')}`,
        Array.from({ length: 250 }, (_, j) => [`عميل ${i * 250 + j}`, '٠٥٥١١١٢٢٢٢']).flat(),
      );
    await older.destroy();

    migrated = await openDatabase(url);
    const keys = await migrated
      .getRepository(Lead)
      .find({ select: { id: true, searchKey: true }, order: { id: 'ASC' } });
    expect(keys).toHaveLength(750);
    expect(keys.filter((lead) => lead.searchKey === null)).toEqual([]);
    expect(keys[749]!.searchKey).toBe('عميل 749 موسسه الامل 0551112222 966551112222 الرياض');
  });
});

describe.each(testDatabases('saved_inbox_views'))('saved inbox views on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const cookies: Record<string, string> = {};
  const call = (who: string, method: 'get' | 'post' | 'put' | 'delete', url: string) =>
    request(ctx.app.callback())[method](url).set('Cookie', cookies[who]!).set('Origin', TEST_SITE_URL);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
    for (const who of ['mona', 'saad']) {
      await createAdmin(ctx.db, who, ADMIN_PASSWORD);
      cookies[who] = await sessionCookie(ctx.app, who);
    }
  });
  afterAll(async () => ctx?.close());

  it('saves, lists, renames and deletes an admin’s own views, keeping only the filter', async () => {
    const saved = await call('mona', 'post', '/api/admin/inbox-views').send({
      name: '  عملاء الرياض الجدد ',
      query: '?stage=new&owner=me&cursor=abc&lead=12&q=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6',
    });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({
      id: expect.any(Number),
      name: 'عملاء الرياض الجدد',
      query: 'q=%D8%A7%D9%84%D8%B1%D9%8A%D8%A7%D8%B6&stage=new&owner=me',
    });
    expect((await call('mona', 'get', '/api/admin/inbox-views')).body).toEqual({ views: [saved.body] });
    expect((await call('saad', 'get', '/api/admin/inbox-views')).body).toEqual({ views: [] });
    expect((await call('saad', 'delete', `/api/admin/inbox-views/${saved.body.id}`)).status).toBe(404);

    const renamed = await call('mona', 'put', `/api/admin/inbox-views/${saved.body.id}`).send({
      name: 'Riyadh, new',
      query: 'stage=new',
    });
    expect(renamed.body).toEqual({ id: saved.body.id, name: 'Riyadh, new', query: 'stage=new' });
    expect((await call('mona', 'delete', `/api/admin/inbox-views/${saved.body.id}`)).status).toBe(204);
    expect((await call('mona', 'get', '/api/admin/inbox-views')).body).toEqual({ views: [] });
  });

  it('refuses a bad view with 400 naming the field', async () => {
    const refused = async (body: object) => {
      const res = await call('saad', 'post', '/api/admin/inbox-views').send(body);
      expect(res.status).toBe(400);
      return Object.keys(res.body.fields);
    };
    expect(await refused({ name: '   ', query: '' })).toEqual(['name']);
    expect(await refused({ name: 'x'.repeat(61), query: '' })).toEqual(['name']);
    expect(await refused({ name: 'Odd', query: 'stage=sleeping' })).toEqual(['query']);
    expect(await refused({ name: 'No query' })).toEqual(['query']);
    expect(
      (await call('saad', 'post', '/api/admin/inbox-views').send({ name: 'Mine', query: 'owner=me' })).status,
    ).toBe(201);
    expect(await refused({ name: 'Mine', query: 'owner=none' })).toEqual(['name']);
    for (let i = 1; i < 20; i++)
      expect((await call('saad', 'post', '/api/admin/inbox-views').send({ name: `View ${i}`, query: '' })).status).toBe(
        201,
      );
    expect(await refused({ name: 'One too many', query: '' })).toEqual(['name']);
  });
});
