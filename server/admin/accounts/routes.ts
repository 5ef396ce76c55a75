// The accounts screen's calls, for owners only: the admins and their state, invitations, reset links
// (and the links still open, link-routes.ts), disabling and enabling, and role changes. Links are
// answered to the owner to hand over; the link opens the welcome screen in the owner's admin
// language, and an invitation is also emailed to the address the owner gave when an SMTP server is set.
import { z } from 'zod';
import { AdminSecondFactor, AdminUser } from '../../../entities/index.js';
import { adminRoles, rolesThatCan } from '../../../site/admin-roles.js';
import { localizePath } from '../../../site/paths.js';
import { WELCOME_PARAM } from '../../../site/admin-routes.js';
import { createInvitation, createResetLink } from '../../accounts/admin-links.js';
import { setAdminDisabled } from '../../accounts/admin-account-changes.js';
import { setAdminRole, NoSuchAdmin } from '../../accounts/admin-role-change.js';
import { refusal } from '../../http/errors.js';
import type { AppParts } from '../../app-parts.js';
import { sendInvitationEmail } from '../../notifications/invitation-email.js';
import { adminRoute, type DeclaredRoute } from '../../routes/route-table.js';
import { answeringRefusals } from '../../accounts/account-refusals.js';
import { accountLinkRoutes } from './link-routes.js';

const invitationSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(50, 'Username is too long'),
  role: z.enum(adminRoles, { error: 'Choose owner, sales or viewer' }),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254, 'Email is too long')])
    .optional()
    .transform((email) => email || null),
});
const roleSchema = z.object({ role: z.enum(adminRoles, { error: 'Choose owner, sales or viewer' }) });

export function accountsRoutes({ config, db, logger }: Pick<AppParts, 'config' | 'db' | 'logger'>): DeclaredRoute[] {
  const { siteUrl } = config.site;
  const owners = rolesThatCan('manageAccounts');
  const ownerLanguage = async (owner: string) =>
    (await db.getRepository(AdminUser).findOne({ where: { username: owner }, select: { locale: true } }))?.locale ??
    'en';
  const linkFor = (token: string, language: 'en' | 'ar') =>
    `${siteUrl}${localizePath('/admin', language)}?${WELCOME_PARAM}=${token}`;
  const usernameParam = (value: string | undefined) => (value ?? '').toLowerCase();

  return [
    ...accountLinkRoutes({ db }),
    adminRoute({
      method: 'get',
      path: '/accounts',
      roles: owners,
      handler: async (ctx, { admin: caller }) => {
        const admins = await db.getRepository(AdminUser).find({ order: { username: 'ASC' } });
        const enrolled = new Set((await db.getRepository(AdminSecondFactor).find()).map((row) => row.adminId));
        ctx.body = {
          accounts: admins.map((admin) => ({
            username: admin.username,
            role: admin.role,
            disabled: admin.disabled,
            lastSignInAt: admin.lastLoginAt ? new Date(admin.lastLoginAt).toISOString() : null,
            secondFactor: enrolled.has(admin.id),
            you: admin.username === caller.username,
          })),
        };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/accounts/invitations',
      roles: owners,
      body: { schema: invitationSchema, refused: 'Invalid invitation' },
      handler: async (ctx, { admin, body }) => {
        const owner = admin.username;
        const { token, username } = await answeringRefusals(() => createInvitation(db, body, owner));
        const language = await ownerLanguage(owner);
        const link = linkFor(token, language);
        const to = body.email;
        const emailed = to
          ? await sendInvitationEmail(
              config.notifications,
              {
                to,
                username,
                inviter: owner,
                link,
                language,
                siteName: config.site.name[language],
              },
              logger,
            )
          : false;
        ctx.status = 201;
        ctx.body = { username, link, emailed };
      },
    }),
    adminRoute({
      method: 'post',
      path: '/accounts/:username/reset-link',
      roles: owners,
      handler: async (ctx, { admin }) => {
        const owner = admin.username;
        const { token, username } = await answeringRefusals(() =>
          createResetLink(db, usernameParam(ctx.params.username), owner),
        );
        ctx.status = 201;
        ctx.body = { username, link: linkFor(token, await ownerLanguage(owner)) };
      },
    }),
    ...(['disable', 'enable'] as const).map((change) =>
      adminRoute({
        method: 'post',
        path: `/accounts/:username/${change}`,
        roles: owners,
        handler: async (ctx, { admin }) => {
          const username = usernameParam(ctx.params.username);
          await answeringRefusals(() => setAdminDisabled(db, username, change === 'disable', admin.username));
          ctx.status = 204;
        },
      }),
    ),
    adminRoute({
      method: 'put',
      path: '/accounts/:username/role',
      roles: owners,
      body: { schema: roleSchema, refused: 'Invalid role' },
      handler: async (ctx, { admin, body }) => {
        const username = usernameParam(ctx.params.username);
        try {
          await answeringRefusals(() => setAdminRole(db, username, body.role, admin.username));
        } catch (error) {
          if (error instanceof NoSuchAdmin) throw refusal(404, error.message, { username: error.message });
          throw error;
        }
        ctx.status = 204;
      },
    }),
  ];
}
