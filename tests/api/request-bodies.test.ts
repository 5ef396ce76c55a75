// How request bodies are read, on a real socket so the bytes and headers arrive as written: the lead
// API's JSON and the no-JavaScript forms' urlencoded posts, their limits (64 KB decoded), content
// types, encodings, and how a form's names are read.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import { POPUP_LEAD_FIELDS } from '../../site/lead-schema.js';
import { TEST_SITE_URL } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { startListeningTestApp, type ListeningTestApp } from '../helpers/raw-http.js';

const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };
const LIMIT = 64 * 1024;

describe.each(testDatabases('request_bodies'))('request bodies on $name', (database) => {
  let ctx: ListeningTestApp;
  let lastClient = 0;
  const send = (path: string, headers: Record<string, string>, body?: string | Buffer) =>
    ctx.server.send(
      'POST',
      path,
      { Origin: TEST_SITE_URL, 'X-Forwarded-For': `203.0.113.${++lastClient}`, ...headers },
      body,
    );
  const postLead = (headers: Record<string, string>, body?: string | Buffer) =>
    send('/api/contact-submissions', headers, body);
  const postForm = (body: string | Buffer, headers: Record<string, string> = FORM_TYPE) =>
    send('/odoo-saudi-arabia', headers, body);
  const lead = (name: string, extra: object = {}) =>
    JSON.stringify({ name, phone: '0551234567', ...POPUP_LEAD_FIELDS, ...extra });
  const stored = (name: string) => ctx.db.getRepository(Lead).findOneBy({ name });
  const count = () => ctx.db.getRepository(Lead).count();
  /** A lead whose JSON is exactly `bytes` long, its padding in a field the schema refuses when long. */
  const leadOfLength = (bytes: number) => {
    const bare = lead('Sized Lead', { message: '' });
    return lead('Sized Lead', { message: 'm'.repeat(bytes - bare.length) });
  };

  beforeAll(async () => {
    ctx = await startListeningTestApp(await database.url(), { TRUST_PROXY: '1' });
  });
  afterAll(async () => ctx?.close());

  describe('JSON', () => {
    it('reads the body as UTF-8 whatever charset the content type names', async () => {
      const res = await postLead({ 'Content-Type': 'application/json; charset=latin1' }, lead('سارة الدوسري'));
      expect(res.status).toBe(201);
      expect(await stored('سارة الدوسري')).not.toBeNull();
    });

    it('answers 415 naming the type for any other content type, JSON-like ones included', async () => {
      for (const type of ['text/plain', 'application/csp-report', 'application/vnd.api+json']) {
        const res = await postLead({ 'Content-Type': type }, lead('Wrong Type'));
        expect([res.status, JSON.parse(res.body)], type).toEqual([
          415,
          { error: 'Content-Type must be application/json' },
        ]);
      }
      expect(await stored('Wrong Type')).toBeNull();
    });

    it('answers 400 "not valid JSON" to an empty, a blank, a malformed body and one with a __proto__ key', async () => {
      const bodies = ['', '   ', '{"name": ', '{"__proto__":{"admin":true},"name":"Proto Lead"}'];
      for (const body of bodies) {
        const res = await postLead(JSON_TYPE, body);
        expect([res.status, JSON.parse(res.body)], body).toEqual([400, { error: 'Request body is not valid JSON' }]);
      }
    });

    it('reads any JSON value, and names the body when it is no object', async () => {
      const res = await postLead(JSON_TYPE, '[]');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'Invalid submission', fields: { body: expect.any(String) } });
    });

    it('reads a body of exactly 64 KB and answers 413 to one byte more, storing nothing', async () => {
      const before = await count();
      const atLimit = await postLead(JSON_TYPE, leadOfLength(LIMIT));
      // Read, then refused by the schema for its long message: not a 413.
      expect([atLimit.status, JSON.parse(atLimit.body).fields]).toEqual([400, { message: expect.any(String) }]);
      const over = await postLead(JSON_TYPE, leadOfLength(LIMIT + 1));
      expect([over.status, JSON.parse(over.body)]).toEqual([413, { error: 'Request body is larger than 64 KB' }]);
      expect(await count()).toBe(before);
    });

    it('decodes a gzip body, counts the limit on the decoded bytes, and answers 415 to a coding it cannot decode', async () => {
      const gzip = { ...JSON_TYPE, 'Content-Encoding': 'gzip' };
      expect((await postLead(gzip, gzipSync(lead('Gzip Lead')))).status).toBe(201);
      expect(await stored('Gzip Lead')).not.toBeNull();
      const bomb = gzipSync(leadOfLength(10 * LIMIT));
      expect(bomb.length).toBeLessThan(LIMIT);
      expect((await postLead(gzip, bomb)).status).toBe(413);
      const corrupt = await postLead(gzip, lead('Not Really Gzip'));
      expect([corrupt.status, JSON.parse(corrupt.body)]).toEqual([400, { error: 'Request body could not be read' }]);
      const unknown = await postLead({ ...JSON_TYPE, 'Content-Encoding': 'zstd' }, lead('Zstd Lead'));
      expect(unknown.status).toBe(415);
      expect(JSON.parse(unknown.body).error).toMatch(/Content-Encoding/);
      expect(await stored('Zstd Lead')).toBeNull();
    });
  });

  describe('forms', () => {
    const landing = (name: string) => `name=${encodeURIComponent(name)}&phone=0551234567`;

    it('answers 415 to a post that is not urlencoded, and 413 over 64 KB, storing nothing', async () => {
      const before = await count();
      const json = await postForm(lead('Json Form'), JSON_TYPE);
      expect([json.status, json.body]).toEqual([415, 'Unsupported form encoding']);
      const big = await postForm(`${landing('Big Form')}&company=${'x'.repeat(LIMIT)}`);
      expect([big.status, big.body]).toEqual([413, 'Form is larger than 64 KB']);
      const unknownCoding = await postForm(landing('Zstd Form'), { ...FORM_TYPE, 'Content-Encoding': 'zstd' });
      expect(unknownCoding.status).toBe(415);
      expect(await count()).toBe(before);
    });

    it('reads a form as a browser sends it: the first of a repeated name, other spellings of a name as other names', async () => {
      const repeated = await postForm(`${landing('First Name')}&name=Second+Name`);
      expect(repeated.status).toBe(303);
      expect(await stored('First Name')).not.toBeNull();
      const bracketed = await postForm('name[x]=Bracketed&name.y=Dotted&phone=0551234567');
      expect(bracketed.status).toBe(422);
      expect(bracketed.body).toMatch(/id="landing-name-error"/);
    });

    it("reads a broken escape as U+FFFD, and the form's own fields after a thousand others", async () => {
      expect((await postForm('name=Bad%ffEscape&phone=0551234567')).status).toBe(303);
      expect(await stored('Bad\uFFFDEscape')).not.toBeNull();
      const others = Array.from({ length: 1200 }, (_, i) => `other${i}=1`).join('&');
      expect((await postForm(`${others}&${landing('After Many')}`)).status).toBe(303);
      expect(await stored('After Many')).not.toBeNull();
    });

    it('reads the form whatever charset the content type names', async () => {
      const res = await postForm(landing('نورة القحطاني'), {
        'Content-Type': 'application/x-www-form-urlencoded; charset=latin1',
      });
      expect(res.status).toBe(303);
      expect(await stored('نورة القحطاني')).not.toBeNull();
    });
  });
});
