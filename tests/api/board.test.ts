// The pipeline board's call, on SQLite and MySQL: a column per open stage with its count and newest
// cards first, won and lost folded (counts only), the inbox's filters applied, one column's next
// cards by its cursor, each column's value sum in SAR, viewers may read it, and a bad column is a 400 naming it.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lead } from '../../entities/index.js';
import type { Board } from '../../site/admin-types.js';
import { createAdminWithRole, sessionCookie } from '../helpers/admin.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';

const NOW = new Date('2025-03-15T09:00:00Z');

describe.each(testDatabases('board'))('board API on $name', (database) => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  let viewer = '';
  let seq = 0;
  const board = (query: string) => request(ctx.app.callback()).get(`/api/admin/board?${query}`).set('Cookie', viewer);

  async function addLeads(count: number, fields: Partial<Lead>) {
    const repo = ctx.db.getRepository(Lead);
    const made = Array.from({ length: count }, () => {
      seq += 1;
      return repo.create({
        name: `Lead ${seq}`,
        email: null,
        phone: `05${String(seq).padStart(8, '0')}`,
        company: 'Co',
        city: '',
        service: 'Contact Form',
        message: 'Hello',
        source: 'contact',
        locale: 'en',
        pagePath: '/contact',
        marketingConsent: false,
        idempotencyKey: null,
        createdAt: new Date(Date.UTC(2024, 0, 1, 0, seq)),
        ...fields,
      });
    });
    await repo.save(made, { chunk: 100 });
  }

  beforeAll(async () => {
    ctx = await startTestApp(await database.url(), {}, { clock: () => NOW });
    await createAdminWithRole(ctx.db, 'vera', 'viewer');
    viewer = await sessionCookie(ctx.app, 'vera');
    await addLeads(3, { stage: 'new', utmCampaign: 'ramadan' });
    await addLeads(25, { stage: 'contacted', utmCampaign: 'ramadan' });
    await addLeads(2, { stage: 'proposal', utmCampaign: 'summer', valueSar: 120_000 });
    await addLeads(4, { stage: 'won', utmCampaign: 'ramadan', valueSar: 50_000 });
    await addLeads(1, { stage: 'lost', lostReason: 'Budget', utmCampaign: 'ramadan' });
    await addLeads(2, { stage: 'contacted', spamReason: 'advert' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('gives each stage its count and newest cards, won and lost folded, spam left out', async () => {
    const res = await board('');
    expect(res.status).toBe(200);
    const columns = (res.body as Board).columns;
    expect(columns.map((c) => [c.stage, c.count])).toEqual([
      ['new', 3],
      ['contacted', 25],
      ['qualified', 0],
      ['proposal', 2],
      ['won', 4],
      ['lost', 1],
    ]);
    expect(columns.map((c) => c.valueSar)).toEqual([0, 0, 0, 240_000, 200_000, 0]);
    const contacted = columns[1]!;
    expect(contacted.cards).toHaveLength(20);
    expect(contacted.cards[0]!.name).toBe('Lead 28');
    expect(columns[4]!.cards).toEqual([]);

    const more = await board(`column=contacted&cursor=${encodeURIComponent(contacted.nextCursor!)}`);
    expect(more.status).toBe(200);
    const rest = (more.body as Board).columns[0]!;
    expect(rest.cards.map((c) => c.name)).toEqual(['Lead 8', 'Lead 7', 'Lead 6', 'Lead 5', 'Lead 4']);
    expect(rest.nextCursor).toBeNull();
  });

  it("applies the list's filters", async () => {
    const columns = ((await board('campaign=summer')).body as Board).columns;
    expect(columns.filter((c) => c.count > 0).map((c) => c.stage)).toEqual(['proposal']);
    const onlyTwo = ((await board('stage=new,won')).body as Board).columns;
    expect(onlyTwo.map((c) => c.stage)).toEqual(['new', 'won']);
    const searched = ((await board('q=Lead%2030')).body as Board).columns;
    expect(searched.filter((c) => c.count > 0).map((c) => [c.stage, c.count])).toEqual([['proposal', 1]]);
  });

  it('names a bad column', async () => {
    const res = await board('column=maybe');
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('column');
  });
});
