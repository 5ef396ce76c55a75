// A script that fills the honeypot or sends a form faster than a person can gets the answer any
// visitor gets, and its lead is kept with the reason in the Spam view, emailing nobody: on the JSON
// API and on the forms without JavaScript, whose fill time comes from the form-opened cookie. A
// lead released from Spam is emailed then. Emails go through a real SMTP server started here.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead, LeadEvent, LeadNotification } from '../../entities/index.js';
import { HONEYPOT_FIELD, MIN_FILL_MS, POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { LeadNotifier } from '../../server/notifications/lead-notifier.js';
import { startNotificationWorker, type NotificationWorker } from '../../server/notifications/worker.js';
import { releaseFromSpam } from '../../server/leads/release-from-spam.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { formOpenedCookie, HUMAN_FILL } from '../helpers/human-lead.js';
import { eventually, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox.js';

const FAST = { pollMs: 100, retryBaseMs: 100, retryMaxMs: 400 };
const popupLead = { phone: '0501234567', ...POPUP_LEAD_FIELDS };
const contactBody = (name: string, extra = '') =>
  `name=${name}&email=omar@example.com&phone=0509876543&message=We need ZATCA Phase 2 for two branches.${extra}`;

describe.each(testDatabases('lead-spam'))('spam leads on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let inbox: SmtpInbox;
  let worker: NotificationWorker;
  let notifier: LeadNotifier;
  const api = () => request(ctx.app.callback()).post('/api/contact-submissions').set('Origin', TEST_SITE_URL);
  const form = (path: string) => request(ctx.app.callback()).post(path).set('Origin', TEST_SITE_URL).type('form');
  const lead = (name: string) => ctx.db.getRepository(Lead).findOneByOrFail({ name });
  const notificationsOf = (leadId: number) => ctx.db.getRepository(LeadNotification).countBy({ leadId });
  const emailed = (name: string) => inbox.messages.some((mail) => mail.subject?.includes(name));

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await startTestApp(await database.url(), {
      SMTP_URL: `smtp://127.0.0.1:${inbox.port}`,
      LEAD_NOTIFY_TO: 'sales@site.test',
    });
    notifier = new LeadNotifier(ctx.config.notifications);
    worker = startNotificationWorker(ctx.db, ctx.config, notifier, FAST);
  });
  afterAll(async () => {
    await worker?.stop();
    await inbox?.stop();
    await ctx?.close();
  });

  /** A person's lead sent after the spam ones: once its email is in, the worker has passed them. */
  async function personAfter(name: string) {
    expect((await api().send({ ...popupLead, name, ...HUMAN_FILL })).status).toBe(201);
    await eventually(() => emailed(name), 120_000, `the email about ${name}`);
  }

  it('keeps a JSON lead with the honeypot filled, or sent too fast or without a time, as spam, answered like any lead and emailed to nobody', async () => {
    const person = await api().send({ ...popupLead, name: 'Real Person', ...HUMAN_FILL, [HONEYPOT_FIELD]: '' });
    const honeypot = await api().send({
      ...popupLead,
      name: 'Honeypot Bot',
      ...HUMAN_FILL,
      [HONEYPOT_FIELD]: 'x.example',
    });
    const fast = await api().send({ ...popupLead, name: 'Fast Bot', elapsedMs: MIN_FILL_MS - 1 });
    const timeless = await api().send({ ...popupLead, name: 'Timeless Bot' });
    for (const answer of [person, honeypot, fast, timeless]) {
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body)).toEqual(['reference']);
    }
    expect((await lead('Real Person')).spamReason).toBeNull();
    expect((await lead('Honeypot Bot')).spamReason).toBe('honeypot');
    expect((await lead('Fast Bot')).spamReason).toBe('too-fast');
    expect((await lead('Timeless Bot')).spamReason).toBe('too-fast');
    for (const name of ['Honeypot Bot', 'Fast Bot', 'Timeless Bot'])
      expect(await notificationsOf((await lead(name)).id), name).toBe(0);

    await personAfter('After The JSON Bots');
    expect(emailed('Real Person')).toBe(true);
    for (const name of ['Honeypot Bot', 'Fast Bot', 'Timeless Bot']) expect(emailed(name), name).toBe(false);
  });

  it('keeps a form posted without JavaScript as spam when its honeypot is filled, it came too fast, or no field was ever focused', async () => {
    const person = await form('/contact')
      .set('Cookie', formOpenedCookie('contact'))
      .send(contactBody('Form Person', `&${HONEYPOT_FIELD}=`));
    const honeypot = await form('/contact')
      .set('Cookie', formOpenedCookie('contact'))
      .send(contactBody('Form Honeypot Bot', `&${HONEYPOT_FIELD}=https://x.example`));
    const fast = await form('/contact')
      .set('Cookie', formOpenedCookie('contact', MIN_FILL_MS - 1000))
      .send(contactBody('Form Fast Bot'));
    const unfocused = await form('/ar/odoo-saudi-arabia').send('name=Unfocused Bot&phone=0551234567');
    // Another form's focus says nothing about this one.
    const otherForm = await form('/odoo-saudi-arabia')
      .set('Cookie', formOpenedCookie('contact'))
      .send('name=Other Form Bot&phone=0551234567');
    for (const answer of [person, honeypot, fast, unfocused, otherForm]) expect(answer.status).toBe(303);
    expect(unfocused.headers.location).toBe('/ar/odoo-saudi-arabia?sent=1');
    expect((await lead('Form Person')).spamReason).toBeNull();
    expect((await lead('Form Honeypot Bot')).spamReason).toBe('honeypot');
    expect((await lead('Form Fast Bot')).spamReason).toBe('too-fast');
    expect((await lead('Unfocused Bot')).spamReason).toBe('too-fast');
    expect((await lead('Other Form Bot')).spamReason).toBe('too-fast');

    await personAfter('After The Form Bots');
    expect(emailed('Form Person')).toBe(true);
    for (const name of ['Form Honeypot Bot', 'Form Fast Bot', 'Unfocused Bot', 'Other Form Bot'])
      expect(emailed(name), name).toBe(false);
  });

  it('times a form from the first focus: /api/form-opened sets a signed cookie once and keeps its first time', async () => {
    const agent = request.agent(ctx.app.callback());
    const opened = await agent.get('/api/form-opened?f=contact');
    expect(opened.status).toBe(204);
    expect(opened.headers['cache-control']).toBe('no-store');
    const cookies = [opened.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/form-opened-contact=\d+;[^\n]*httponly/i);
    expect(cookies).toMatch(/form-opened-contact\.sig=/);
    expect(cookies).toMatch(/samesite=lax/i);
    // A second focus (the page again after errors) keeps the first time.
    expect((await agent.get('/api/form-opened?f=contact')).headers['set-cookie']).toBeUndefined();
    // At once after the focus is too fast for a person.
    const quick = await agent
      .post('/contact')
      .set('Origin', TEST_SITE_URL)
      .type('form')
      .send(contactBody('Agent Too Quick'));
    expect(quick.status).toBe(303);
    expect((await lead('Agent Too Quick')).spamReason).toBe('too-fast');
    // A cookie whose signature does not match is no time at all.
    const forged = formOpenedCookie('contact', 60_000, 'another-secret-that-is-long-enough-for-it');
    await form('/contact').set('Cookie', forged).send(contactBody('Forged Time Bot'));
    expect((await lead('Forged Time Bot')).spamReason).toBe('too-fast');
    const unknown = await agent.get('/api/form-opened?f=newsletter');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('f');
  });

  it('moves a lead out of Spam: the reason is cleared, the timeline says who did it, and the email goes out then, once', async () => {
    expect((await api().send({ ...popupLead, name: 'Released Later', elapsedMs: 500 })).status).toBe(201);
    const held = await lead('Released Later');
    expect(held.spamReason).toBe('too-fast');
    expect(await releaseFromSpam(ctx.db, held.id, { notifier, actor: 'admin' })).toBe('released');
    expect(await releaseFromSpam(ctx.db, held.id, { notifier, actor: 'admin' })).toBe('not-spam');
    expect(await releaseFromSpam(ctx.db, 999_999, { notifier, actor: 'admin' })).toBe('not-found');
    const released = await lead('Released Later');
    expect(released.spamReason).toBeNull();
    expect(released.version).toBe(held.version + 1);
    expect(await ctx.db.getRepository(LeadEvent).findBy({ leadId: held.id })).toMatchObject([
      { actor: 'admin', kind: 'spam', fromValue: 'too-fast', toValue: null },
    ]);
    await eventually(() => emailed('Released Later'), 120_000, 'the released lead’s email');
    await personAfter('After The Release');
    expect(inbox.messages.filter((mail) => mail.subject?.includes('Released Later'))).toHaveLength(1);
  });
});
