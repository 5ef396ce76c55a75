// POST /api/contact-submissions on SQLite and (with TEST_MYSQL_URL) MySQL: what a form relies on.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const popupLead = {
  name: 'Fahad Al-Qahtani',
  phone: '+966 50 123 4567',
  email: 'fahad@example.com',
  ...POPUP_LEAD_FIELDS,
  ...HUMAN_FILL,
};

describe.each(testDatabases('leads'))('lead API on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const post = () => request(ctx.app.callback()).post('/api/contact-submissions').set('Origin', TEST_SITE_URL);
  const count = () => ctx.db.getRepository(Lead).count();

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('stores a popup lead and answers 201 with an opaque reference, not a counter', async () => {
    const res = await post().send({ ...popupLead, locale: 'ar', pagePath: '/ar/about' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['reference']);
    expect(res.body.reference).toMatch(/^[\w-]{16}$/);
    const next = await post().send({ ...popupLead, name: 'Next Visitor' });
    expect(next.body.reference).not.toBe(res.body.reference);
    for (const answer of [res, next]) expect(answer.text).not.toMatch(/"id"/);
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ pagePath: '/ar/about' });
    expect(stored).toMatchObject({
      name: 'Fahad Al-Qahtani',
      phone: '+966 50 123 4567',
      source: 'popup',
      locale: 'ar',
      pagePath: '/ar/about',
      company: 'Website Lead',
    });
  });

  it('stores the source the form names, and places a lead that names none by its service', async () => {
    expect(
      (await post().send({ ...popupLead, name: 'Named Source', company: 'Landing Co', source: 'landing' })).status,
    ).toBe(201);
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ name: 'Named Source' })).source).toBe('landing');
    expect((await post().send({ ...popupLead, name: 'Unnamed Source' })).status).toBe(201);
    expect((await ctx.db.getRepository(Lead).findOneByOrFail({ name: 'Unnamed Source' })).source).toBe('popup');
    expect((await post().send({ ...popupLead, source: 'newsletter' })).body.fields).toHaveProperty('source');
  });

  it('keeps Arabic text intact and stores Arabic-Indic digits as Latin digits', async () => {
    const res = await post().send({ ...popupLead, name: 'عبدالله الشمري', phone: '٠٥٠١٢٣٤٥٦٧', email: undefined });
    expect(res.status).toBe(201);
    const stored = await ctx.db.getRepository(Lead).findOneByOrFail({ name: 'عبدالله الشمري' });
    expect(stored.name).toBe('عبدالله الشمري');
    expect(stored.phone).toBe('0501234567');
    expect(stored.email).toBeNull();
  });

  it('answers 400 naming each invalid field, in the lead language, and stores nothing', async () => {
    const before = await count();
    const res = await post().send({ ...popupLead, name: 'A', phone: '123', email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number, with at least nine digits',
      email: 'Please enter a valid email',
    });
    const arabic = await post().send({ ...popupLead, name: 'A', locale: 'ar' });
    expect(arabic.body.fields.name).toBe('يجب ألا يقل الاسم عن حرفين');
    expect(await count()).toBe(before);
  });

  it('applies the contact form rules to contact-form leads', async () => {
    const res = await post().send({ name: 'Sara', phone: '0551234567', service: 'Contact Form', message: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields).sort()).toEqual(['email', 'message']);
  });

  it('answers 415 for a body that is not JSON', async () => {
    const res = await post().type('form').send('name=Fahad&phone=0501234567');
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/application\/json/);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post().set('Content-Type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
  });

  it('answers 413 for a body over 64 KB and stores nothing', async () => {
    const before = await count();
    const res = await post().send({ ...popupLead, message: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it('answers 403 to a foreign Origin', async () => {
    const res = await request(ctx.app.callback())
      .post('/api/contact-submissions')
      .set('Origin', 'https://evil.example')
      .send(popupLead);
    expect(res.status).toBe(403);
  });

  it('stores a retried submission once and answers with the first reference', async () => {
    const key = 'retry-key-12345678';
    const first = await post().set('Idempotency-Key', key).send(popupLead);
    const again = await post().send({ ...popupLead, idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await ctx.db.getRepository(Lead).countBy({ idempotencyKey: key })).toBe(1);
  });

  it('answers 409 to a key reused for a different lead, and keeps the first lead as it was', async () => {
    const key = 'reused-key-12345678';
    expect((await post().send({ ...popupLead, idempotencyKey: key })).status).toBe(201);
    const other = await post().send({ ...popupLead, name: 'Someone Else', idempotencyKey: key });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatch(/already used for a different submission/);
    expect(other.body.fields).toHaveProperty('idempotencyKey');
    const stored = await ctx.db.getRepository(Lead).findBy({ idempotencyKey: key });
    expect(stored.map((lead) => lead.name)).toEqual([popupLead.name]);
  });

  it('answers 409 when racing submissions reuse one key for different leads, storing exactly one', async () => {
    const key = 'race-conflict-12345678';
    const answers = await Promise.all(
      ['Racer One', 'Racer Two', 'Racer Three'].map((name) => post().send({ ...popupLead, name, idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    expect(await ctx.db.getRepository(Lead).countBy({ idempotencyKey: key })).toBe(1);
  });

  it('stores concurrent retries with one key once', async () => {
    const key = 'race-key-12345678';
    const answers = await Promise.all([1, 2, 3, 4].map(() => post().send({ ...popupLead, idempotencyKey: key })));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.reference)).size).toBe(1);
    expect(await ctx.db.getRepository(Lead).countBy({ idempotencyKey: key })).toBe(1);
  });

  it('answers 503 and stores nothing when the database is down', async () => {
    await ctx.db.destroy();
    const res = await post().send(popupLead);
    expect(res.status).toBe(503);
    expect(res.body.error).toBeTruthy();
    const ready = await request(ctx.app.callback()).get('/readyz');
    expect(ready.status).toBe(503);
  });
});
