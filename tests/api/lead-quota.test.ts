// The hourly quota of leads per client address (429 with Retry-After once it is used), through the
// API and the forms without JavaScript, on SQLite and (with TEST_MYSQL_URL) MySQL. The server sits
// behind one proxy hop here, so each test speaks from its own address.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, SubmissionQuota } from '../../entities/index.js';
import { LEAD_QUOTA } from '../../server/leads/lead-quota.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const lead = (n: number) => ({
  name: `Visitor ${n}`,
  phone: `05${String(10_000_000 + n).slice(-8)}`,
  ...POPUP_LEAD_FIELDS,
  ...HUMAN_FILL,
});

describe.each(testDatabases('lead-quota'))('lead quota on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const from = (address: string) =>
    request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', address);
  const count = () => ctx.db.getRepository(Lead).count();
  const useQuota = async (address: string, leads: number) => {
    for (let n = 0; n < leads; n++) expect((await from(address).send(lead(n))).status).toBe(201);
  };

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), { TRUST_PROXY: '1' });
  });
  afterAll(async () => ctx?.close());

  it('answers 429 with Retry-After once an address has sent its hourly quota, and stores nothing more', async () => {
    await useQuota('203.0.113.10', LEAD_QUOTA.perWindow);
    const before = await count();
    const refused = await from('203.0.113.10').send(lead(99));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/try again later/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(LEAD_QUOTA.windowMs / 1000);
    expect(await count()).toBe(before);
    // Another visitor is not held back.
    expect((await from('203.0.113.11').send(lead(1))).status).toBe(201);
  });

  it('answers a retry of a stored lead with its first answer, even with the quota used, and a retry takes no place', async () => {
    const address = '203.0.113.20';
    const first = await from(address).set('Idempotency-Key', 'quota-retry-1').send(lead(1));
    expect(first.status).toBe(201);
    for (let retry = 0; retry < 2; retry++)
      expect((await from(address).set('Idempotency-Key', 'quota-retry-1').send(lead(1))).body).toEqual(first.body);
    await useQuota(address, LEAD_QUOTA.perWindow - 1);
    expect((await from(address).send(lead(98))).status).toBe(429);
    const late = await from(address).set('Idempotency-Key', 'quota-retry-1').send(lead(1));
    expect(late.status).toBe(200);
    expect(late.body).toEqual(first.body);
  });

  it('never refuses parallel leads under the limit, and over it accepts exactly the limit', async () => {
    const under = await Promise.all(Array.from({ length: 15 }, (_, n) => from('203.0.113.50').send(lead(n))));
    expect(under.map((res) => res.status)).toEqual(Array(15).fill(201));
    const over = await Promise.all(
      Array.from({ length: LEAD_QUOTA.perWindow + 10 }, (_, n) => from('203.0.113.51').send(lead(n))),
    );
    const statuses = over.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(LEAD_QUOTA.perWindow);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('counts only stored leads: invalid submissions use no place', async () => {
    for (let n = 0; n < LEAD_QUOTA.perWindow; n++)
      expect((await from('203.0.113.30').send({ ...lead(n), phone: '12' })).status).toBe(400);
    expect((await from('203.0.113.30').send(lead(1))).status).toBe(201);
  });

  it('re-renders a form posted without JavaScript with the quota message and the typed values (429)', async () => {
    await useQuota('203.0.113.40', LEAD_QUOTA.perWindow);
    const before = await count();
    const res = await request(ctx.app.callback())
      .post('/ar/contact')
      .set('Origin', TEST_SITE_URL)
      .set('X-Forwarded-For', '203.0.113.40')
      .type('form')
      .send(
        'name=منيرة العنزي&email=munira@example.com&phone=0501112233&message=نحتاج إلى ربط الفوترة الإلكترونية بنظام أودو.',
      );
    expect(res.status).toBe(429);
    expect(res.text).toContain('وصلتنا عدة طلبات من شبكتكم خلال الساعة الماضية');
    expect(res.text).toContain('value="منيرة العنزي"');
    expect(await count()).toBe(before);
  });

  it('keeps no client address, only a keyed hash of it', async () => {
    const keys = (await ctx.db.getRepository(SubmissionQuota).find()).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key).not.toMatch(/203\.0\.113|\d+\.\d+\.\d+\.\d+/);
  });
});
