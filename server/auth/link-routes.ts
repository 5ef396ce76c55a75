// The welcome screen's calls, without a session: what a one-time link is for, and the password its
// person chooses (POST both, so the token never sits in an address a log or a Referer could keep).
// An unknown link is 404, a used or expired one 410.
import { z } from 'zod';
import { signInRoute, type DeclaredRoute } from '../routes/route-table.js';
import type { AppParts } from '../app-parts.js';
import { answeringRefusals } from '../accounts/account-refusals.js';
import { usableLink, useLink } from '../accounts/admin-links.js';
import { MAX_PASSWORD_LENGTH } from '../accounts/passwords.js';

const token = z.string({ error: 'unknown' }).min(1, 'unknown').max(100, 'unknown');
// A token that is no token at all is a link that does not exist: 404 like any unknown link.
const linkSchema = z.object({ token: token.catch('') }).catch({ token: '' });
const acceptSchema = z.object({
  token,
  password: z.string({ error: 'too-short' }).max(MAX_PASSWORD_LENGTH, 'too-long'),
});

export function linksRoutes({ db }: Pick<AppParts, 'db'>): DeclaredRoute[] {
  return [
    signInRoute({
      method: 'post',
      path: '/link',
      body: { schema: linkSchema, refused: 'This link is not valid' },
      handler: async (ctx, { body }) => {
        const link = await answeringRefusals(() => usableLink(db, body.token));
        ctx.body = { purpose: link.purpose, username: link.username };
      },
    }),
    signInRoute({
      method: 'post',
      path: '/link/password',
      body: { schema: acceptSchema, refused: 'Invalid request' },
      handler: async (ctx, { body }) => {
        ctx.body = await answeringRefusals(() => useLink(db, body.token, body.password));
      },
    }),
  ];
}
