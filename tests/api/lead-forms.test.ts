// The lead forms without JavaScript: the contact page and the ads landing page post urlencoded to
// themselves; a valid post is stored and answered 303, an invalid one re-renders the page with the
// errors and the typed values (422) and stores nothing.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { LANDING_FORM_SERVICE } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { formOpenedCookie } from '../helpers/human-lead.js';

describe.each(testDatabases('lead-forms'))('form posts on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  // A person's browser, whose first focus in the form was a while ago (server/leads/fill-time.ts).
  const post = (path: string) =>
    request(ctx.app.callback())
      .post(path)
      .set('Origin', TEST_SITE_URL)
      .set('Cookie', formOpenedCookie(path.endsWith('/contact') ? 'contact' : 'landing'))
      .type('form');
  const leads = () => ctx.db.getRepository(Lead);

  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('stores a landing-page lead in Arabic and redirects to the thank-you state', async () => {
    const res = await post('/ar/odoo-saudi-arabia').send('name=سارة الدوسري&phone=٠٥٥١٢٣٤٥٦٧&company=مؤسسة الدوسري');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/ar/odoo-saudi-arabia?sent=1');
    const stored = await leads().findOneByOrFail({ name: 'سارة الدوسري' });
    expect(stored).toMatchObject({
      phone: '0551234567',
      company: 'مؤسسة الدوسري',
      service: LANDING_FORM_SERVICE,
      source: 'landing',
      locale: 'ar',
      pagePath: '/ar/odoo-saudi-arabia',
      email: null,
    });
    const thanks = await request(ctx.app.callback()).get('/ar/odoo-saudi-arabia?sent=1');
    expect(thanks.text).toContain('شكرًا لكم، وصلنا طلبكم');
  });

  it('re-renders the landing page with the errors and the typed values, storing nothing', async () => {
    const before = await leads().count();
    const res = await post('/odoo-saudi-arabia').send('name=Ali&phone=12&email=not-an-email');
    expect(res.status).toBe(422);
    expect(res.text).toContain('value="Ali"');
    expect(res.text).toMatch(/id="landing-phone-error"[^>]*>[^<]+</);
    expect(res.text).toMatch(/id="landing-email-error"/);
    expect(await leads().count()).toBe(before);
  });

  it('stores a contact-page lead posted without JavaScript', async () => {
    const res = await post('/contact').send(
      'name=Omar Saleh&email=omar@example.com&phone=0509876543&message=We need ZATCA Phase 2 integration for two branches.&consent=yes',
    );
    expect(res.status).toBe(303);
    expect(await leads().findOneByOrFail({ email: 'omar@example.com' })).toMatchObject({
      source: 'contact',
      marketingConsent: true,
      spamReason: null,
    });
  });

  it('gives every form a honeypot no person reaches, and asks for the time of its first focus', async () => {
    for (const [path, form] of [
      ['/contact', 'contact'],
      ['/ar/contact', 'contact'],
      ['/odoo-saudi-arabia', 'landing'],
      ['/ar/odoo-saudi-arabia', 'landing'],
      ['/pricing', 'estimate'],
      ['/ar/pricing', 'estimate'],
    ]) {
      const html = (await request(ctx.app.callback()).get(path)).text;
      const trap =
        /<div aria-hidden="true" class="sr-only"><label for="(\w+)-website">[^<]+<\/label><input ([^>]*)\/?><\/div>/.exec(
          html,
        );
      expect(trap, path).not.toBeNull();
      expect(trap![2], path).toContain('name="website"');
      expect(trap![2], path).toContain('tabindex="-1"');
      expect(trap![2], path).toMatch(/autocomplete="off"/i);
      expect(html, path).toContain(`focus-within:bg-[url(/api/form-opened?f=${form})]`);
    }
  });

  it('serves form pages without a per-visitor key: the same bytes for every visitor', async () => {
    for (const path of ['/contact', '/ar/odoo-saudi-arabia', '/ar/pricing']) {
      const [first, second] = [
        await request(ctx.app.callback()).get(path),
        await request(ctx.app.callback()).get(path),
      ];
      expect(second.text, path).toBe(first.text);
      expect(first.text, path).not.toContain('formKey');
    }
  });

  it('stores a form posted twice (a double click or a reload of the POST) once', async () => {
    const body =
      'name=Huda Al-Harbi&email=huda@example.com&phone=0501239876&message=Please call me about Odoo inventory.';
    const answers = await Promise.all([post('/contact').send(body), post('/contact').send(body)]);
    expect((await post('/contact').send(body)).status).toBe(303);
    expect(answers.map((a) => a.status)).toEqual([303, 303]);
    expect(await leads().countBy({ email: 'huda@example.com' })).toBe(1);
  });

  it('stores a corrected form after a re-render with errors, and a form sent again with other words as a new lead', async () => {
    const invalid = await post('/odoo-saudi-arabia').send('name=Reem&phone=12');
    expect(invalid.status).toBe(422);
    expect((await post('/odoo-saudi-arabia').send('name=Reem Al-Otaibi&phone=0551112223')).status).toBe(303);
    expect((await post('/odoo-saudi-arabia').send('name=Reem Al-Otaibi&phone=0551112224')).status).toBe(303);
    expect((await leads().findBy({ name: 'Reem Al-Otaibi' })).map((lead) => lead.phone).sort()).toEqual([
      '0551112223',
      '0551112224',
    ]);
  });

  it('refuses a form posted from another site', async () => {
    const res = await request(ctx.app.callback())
      .post('/odoo-saudi-arabia')
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('name=Ali Hassan&phone=0501234567');
    expect(res.status).toBe(403);
  });
});
