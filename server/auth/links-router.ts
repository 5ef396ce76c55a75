// The welcome screen's calls, without a session: what a one-time link is for, and the password its
// person chooses (POST both, so the token never sits in an address a log or a Referer could keep).
// An unknown link is 404, a used or expired one 410.
import type Router from '@koa/router';
import { z } from 'zod';
import { refusal } from '../http/errors.js';
import { jsonBody, jsonBodyAs } from '../http/json-body.js';
import { strictRouter } from '../http/strict-router.js';
import type { AppParts } from '../app-parts.js';
import { answeringRefusals } from '../admin/account-refusals.js';
import { usableLink, useLink } from './admin-links.js';
import { MAX_PASSWORD_LENGTH } from './passwords.js';
import { assertSameOriginWrite } from './write-guard.js';

const tokenSchema = z.object({ token: z.string({ error: 'unknown' }).min(1, 'unknown').max(100, 'unknown') });
const acceptSchema = tokenSchema.extend({
  password: z.string({ error: 'too-short' }).max(MAX_PASSWORD_LENGTH, 'too-long'),
});

export function linksRouter({ config, db }: Pick<AppParts, 'config' | 'db'>): Router {
  const { siteUrl } = config.site;
  const router = strictRouter({ prefix: '/api/auth' });

  router.post('/link', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    const parsed = tokenSchema.safeParse(await jsonBody(ctx));
    if (!parsed.success) throw refusal(404, 'This link is not valid', { token: 'unknown' });
    const link = await answeringRefusals(() => usableLink(db, parsed.data.token));
    ctx.body = { purpose: link.purpose, username: link.username };
  });

  router.post('/link/password', async (ctx) => {
    assertSameOriginWrite(ctx, siteUrl);
    const body = await jsonBodyAs(ctx, acceptSchema, 'Invalid request');
    const used = await answeringRefusals(() => useLink(db, body.token, body.password));
    ctx.body = used;
  });

  return router;
}
