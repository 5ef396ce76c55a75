// One person, however they type their number: the phone is kept as typed and also stored in E.164
// (Saudi rules), the email as a lowercased key, and every later lead with the same phone or email
// points at the person's first lead. A number the phone library does not know as valid but the
// form accepts is stored all the same, without an E.164 form.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { createAdmin } from '../../server/accounts/admin-users.js';
import { ADMIN_PASSWORD, sessionCookie } from '../helpers/admin.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const popupLead = { ...POPUP_LEAD_FIELDS, ...HUMAN_FILL };

describe.each(testDatabases('returning-contact'))('returning contacts on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const post = (body: object) =>
    request(ctx.app.callback()).post('/api/contact-submissions').set('Origin', TEST_SITE_URL).send(body);
  const lead = (name: string) => ctx.db.getRepository(Lead).findOneByOrFail({ name });

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('stores one phone typed three ways as one E.164 number and links the later leads to the first', async () => {
    for (const [name, phone] of [
      ['Typed Local', '0501234567'],
      ['Typed International', '+966 50 123 4567'],
      ['Typed Arabic-Indic', '٠٥٠١٢٣٤٥٦٧'],
    ])
      expect((await post({ ...popupLead, name, phone })).status).toBe(201);
    const [first, second, third] = await Promise.all(
      ['Typed Local', 'Typed International', 'Typed Arabic-Indic'].map(lead),
    );
    expect([first.phone, second.phone, third.phone]).toEqual(['0501234567', '+966 50 123 4567', '0501234567']);
    expect(new Set([first.phoneE164, second.phoneE164, third.phoneE164])).toEqual(new Set(['+966501234567']));
    expect(first.contactLeadId).toBeNull();
    expect([second.contactLeadId, third.contactLeadId]).toEqual([first.id, first.id]);
  });

  it('recognises the email in any case, and links to the first lead of the person even through a later one', async () => {
    expect(
      (await post({ ...popupLead, name: 'Email First', phone: '0551110000', email: 'Noura@Example.com ' })).status,
    ).toBe(201);
    // Same email, another phone: the same person.
    expect(
      (await post({ ...popupLead, name: 'Email Second', phone: '0552220000', email: 'noura@example.COM' })).status,
    ).toBe(201);
    // The second lead's phone, no email: still the first lead's person.
    expect((await post({ ...popupLead, name: 'Phone Of Second', phone: '00966 55 222 0000' })).status).toBe(201);
    const first = await lead('Email First');
    expect(first).toMatchObject({ emailKey: 'noura@example.com', email: 'Noura@Example.com', contactLeadId: null });
    expect((await lead('Email Second')).contactLeadId).toBe(first.id);
    expect(await lead('Phone Of Second')).toMatchObject({ phoneE164: '+966552220000', contactLeadId: first.id });
  });

  it('links leads sent at the same moment only to first leads that exist, and the next lead to the person’s first', async () => {
    const burst = Array.from({ length: 5 }, (_, n) => `Burst ${n}`);
    const answers = await Promise.all(burst.map((name) => post({ ...popupLead, name, phone: '0567778888' })));
    expect(answers.map((answer) => answer.status)).toEqual(burst.map(() => 201));
    const stored = await ctx.db
      .getRepository(Lead)
      .find({ where: { phoneE164: '+966567778888' }, order: { id: 'ASC' } });
    const byId = new Map(stored.map((lead) => [lead.id, lead]));
    for (const lead of stored)
      if (lead.contactLeadId !== null) expect(byId.get(lead.contactLeadId)?.contactLeadId, lead.name).toBeNull();
    expect((await post({ ...popupLead, name: 'After The Burst', phone: '056 777 8888' })).status).toBe(201);
    expect((await lead('After The Burst')).contactLeadId).toBe(stored[0]!.contactLeadId ?? stored[0]!.id);
  });

  it('stores a number the form accepts but that is no valid phone, without E.164, as a new contact', async () => {
    const res = await post({ ...popupLead, name: 'Odd Number', phone: '1234567890' });
    expect(res.status).toBe(201);
    expect(await lead('Odd Number')).toMatchObject({ phone: '1234567890', phoneE164: null, contactLeadId: null });
    // Today's rules still refuse what they refused.
    expect((await post({ ...popupLead, name: 'Short Number', phone: '05012' })).body.fields).toHaveProperty('phone');
  });

  it('keeps the links when the first lead goes: the earliest lead left becomes the person’s first', async () => {
    for (const name of ['Gone First', 'Stays Second', 'Stays Third'])
      expect((await post({ ...popupLead, name, phone: '0543332222' })).status).toBe(201);
    const gone = await lead('Gone First');
    await createAdmin(ctx.db, 'contact-admin', ADMIN_PASSWORD);
    const cookie = await sessionCookie(ctx.app, 'contact-admin');
    const removed = await request(ctx.app.callback())
      .delete(`/api/admin/leads/${gone.id}`)
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL);
    expect(removed.status).toBe(204);
    const second = await lead('Stays Second');
    expect(second.contactLeadId).toBeNull();
    expect((await lead('Stays Third')).contactLeadId).toBe(second.id);
  });

  it('erases a person asked for by a number typed another way, in Arabic-Indic digits', async () => {
    expect((await post({ ...popupLead, name: 'Erased Typed', phone: '+966 53 444 5555' })).status).toBe(201);
    const cookie = await sessionCookie(ctx.app, 'contact-admin');
    const erasure = await request(ctx.app.callback())
      .post('/api/admin/erasures')
      .set('Cookie', cookie)
      .set('Origin', TEST_SITE_URL)
      .send({ phone: '٠٠٩٦٦٥٣٤٤٤٥٥٥٥' });
    expect(erasure.body).toEqual({ erased: 1, odooLeads: [] });
    expect(await ctx.db.getRepository(Lead).countBy({ name: 'Erased Typed' })).toBe(0);
  });
});
