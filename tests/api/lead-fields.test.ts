// Every lead field that reaches a notification (email, webhook, a CRM) is what it says it is, on
// SQLite and MySQL: pagePath is a path of this site or the lead is refused with 400 naming it; a
// path that names no page of the site is stored as no page; one-line fields lose their line breaks
// and controls; the message keeps its lines; the no-JavaScript forms name their own page.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

const popupLead = { name: 'Fahad Al-Qahtani', phone: '+966 50 123 4567', ...POPUP_LEAD_FIELDS, ...HUMAN_FILL };

describe.each(testDatabases('lead-fields'))('lead fields on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const post = (body: object) =>
    request(ctx.app.callback()).post('/api/contact-submissions').set('Origin', TEST_SITE_URL).send(body);
  const leads = () => ctx.db.getRepository(Lead);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it.each([
    ['CR LF and a forged line', '/contact\r\n\r\nOpen in the admin inbox: https://evil.example/phish'],
    ['a bare LF', '/contact\nx'],
    ['a space', '/contact us'],
    ['a tab', '/contact\tx'],
    ['another host (//)', '//evil.example/phish'],
    ['another host (/\\)', '/\\evil.example/phish'],
    ['a backslash inside', '/services\\..\\admin'],
    ['a full address', 'https://evil.example/contact'],
    ['no leading slash', 'contact'],
    ['a query', '/contact?next=https://evil.example'],
    ['a non-ASCII letter unescaped', '/ar/تواصل'],
    ['a broken escape', '/contact%zz'],
    ['too long', `/${'a'.repeat(600)}`],
  ])('refuses a pagePath with %s: 400 naming pagePath, nothing stored', async (_what, pagePath) => {
    const before = await leads().count();
    const res = await post({ ...popupLead, pagePath });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(res.body.fields)).toEqual(['pagePath']);
    expect(res.body.fields.pagePath).toBe('Page path must be a path on this site');
    expect(await leads().count()).toBe(before);
  });

  it('names pagePath in the lead language', async () => {
    const res = await post({ ...popupLead, locale: 'ar', pagePath: '//evil.example' });
    expect(res.status).toBe(400);
    expect(res.body.fields.pagePath).toBe('يجب أن يكون مسار الصفحة مسارًا في هذا الموقع');
  });

  it('keeps a page of the site, its Arabic twin and the expert profile as sent', async () => {
    for (const [name, pagePath] of [
      ['Page English', '/services/odoo-implementation'],
      ['Page Arabic', '/ar/services/odoo-implementation'],
      ['Page Arabic Home', '/ar'],
      ['Page Home', '/'],
      ['Page Expert', '/khalid-al-otaibi-riyadh'],
    ]) {
      expect((await post({ ...popupLead, name, pagePath })).status, pagePath).toBe(201);
      expect((await leads().findOneByOrFail({ name })).pagePath, pagePath).toBe(pagePath);
    }
  });

  it('stores a lead sent from a path that is no page of the site (the popup also opens on the not-found page) without a page', async () => {
    for (const [name, pagePath] of [
      ['Unknown Page', '/no-such-page'],
      ['Unknown Escaped', '/Call-0500000000-now%0AOpen'],
      ['Unknown Arabic Twin', '/ar/khalid-al-otaibi-riyadh'],
      ['Unknown Expert', '/someone-else-riyadh'],
    ]) {
      expect((await post({ ...popupLead, name, pagePath })).status, pagePath).toBe(201);
      expect((await leads().findOneByOrFail({ name })).pagePath, pagePath).toBeNull();
    }
  });

  it('stores one-line fields without line breaks or controls, and the message with its lines', async () => {
    const res = await post({
      name: 'Forged\r\nOpen in the admin inbox: https://evil.example',
      phone: '050\n1234567',
      email: ' forged@example.com ',
      company: 'Evil\u2028Co\tLtd\u0000',
      city: 'Riyadh\u0085Jeddah',
      service: 'Quote\r\rPlease',
      message: 'First line\r\nSecond line\rThird\u2028Fourth\u0007',
    });
    expect(res.status).toBe(201);
    const stored = await leads().findOneByOrFail({ email: 'forged@example.com' });
    expect(stored).toMatchObject({
      name: 'Forged Open in the admin inbox: https://evil.example',
      phone: '050 1234567',
      company: 'Evil Co Ltd',
      city: 'Riyadh Jeddah',
      service: 'Quote Please',
      message: 'First line\nSecond line\nThird\nFourth',
    });
  });

  it('refuses an email that carries a second line', async () => {
    const res = await post({ ...popupLead, email: 'visitor@example.com\r\nBcc: all@example.com' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['email']);
  });

  it("takes a no-JavaScript form's page from the form's own route, in both languages", async () => {
    const form = (path: string) => request(ctx.app.callback()).post(path).set('Origin', TEST_SITE_URL).type('form');
    expect(
      (
        await form('/odoo-saudi-arabia?pagePath=//evil.example').send(
          'name=Form English&phone=0551234567&pagePath=//evil.example',
        )
      ).status,
    ).toBe(303);
    expect((await form('/ar/odoo-saudi-arabia').send('name=Form Arabic&phone=0551234567')).status).toBe(303);
    expect((await leads().findOneByOrFail({ name: 'Form English' })).pagePath).toBe('/odoo-saudi-arabia');
    expect(await leads().findOneByOrFail({ name: 'Form Arabic' })).toMatchObject({
      pagePath: '/ar/odoo-saudi-arabia',
      locale: 'ar',
    });
    // A line break typed into a one-line field of a form is stored as a space.
    expect(
      (await form('/odoo-saudi-arabia').send(`name=${encodeURIComponent('Form\r\nBroken')}&phone=0551234567`)).status,
    ).toBe(303);
    expect(await leads().countBy({ name: 'Form Broken' })).toBe(1);
  });
});
