// An idempotency key names one submission byte for byte, on SQLite and MariaDB alike: keys that differ
// only in letter case, or by a zero-width space, are different keys, so neither submission is taken
// for a retry of the other (MySQL's default collation, utf8mb4_unicode_ci, would call them equal).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { startTestApp, TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { HUMAN_FILL } from '../helpers/human-lead.js';

describe.each(testDatabases('idempotency_keys'))('idempotency keys on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    ctx = await startTestApp(await database.url());
  });
  afterAll(async () => ctx?.close());

  it('stores two leads whose keys differ only in case, and replays each retry to its own lead', async () => {
    const send = (key: string, name: string) =>
      request(ctx.app.callback())
        .post('/api/contact-submissions')
        .set('Origin', TEST_SITE_URL)
        .set('Idempotency-Key', key)
        .send({ ...POPUP_LEAD_FIELDS, ...HUMAN_FILL, name, phone: '0501231234' });
    const upper = await send('Retry-Key-ABCDEF', 'Upper Case');
    const lower = await send('retry-key-abcdef', 'Lower Case');
    expect([upper.status, lower.status]).toEqual([201, 201]);
    expect(lower.body.reference).not.toBe(upper.body.reference);
    const retried = await send('retry-key-abcdef', 'Lower Case');
    expect(retried.status).toBe(200);
    expect(retried.body.reference).toBe(lower.body.reference);
  });

  it('keeps keys apart in the table that differ by case or by a zero-width space, and finds each exactly', async () => {
    const repo = ctx.db.getRepository(Lead);
    const keys = ['form-Zw-Key-0001', 'form-zw-key-0001', 'form-zw-\u200Bkey-0001', 'form-zw-key-0001\u200B'];
    for (const [index, idempotencyKey] of keys.entries()) {
      await repo.insert({
        ...POPUP_LEAD_FIELDS,
        ...HUMAN_FILL,
        name: `Keyed ${index}`,
        phone: '0501231235',
        email: null,
        source: 'popup',
        locale: 'en',
        pagePath: '/',
        marketingConsent: false,
        idempotencyKey,
      });
    }
    for (const [index, idempotencyKey] of keys.entries())
      expect((await repo.findOneByOrFail({ idempotencyKey })).name).toBe(`Keyed ${index}`);
  });
});
