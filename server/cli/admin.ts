// npm run admin -- create <username> [--role owner|sales|viewer] | role <username> <role> | list | passwd <username> | delete <username> | reset-2fa <username> | erase <email-or-phone> | audit
// Uses DATABASE_URL like the server and runs the migrations first, so it works on a fresh clone.
import type { DataSource } from 'typeorm';
import { DEFAULT_ADMIN_ROLE, adminRoles, isAdminRole, type AdminRole } from '../../site/admin-roles.js';
import { LastOwnerError } from '../accounts/admin-accounts-rules.js';
import { NoSuchAdmin, setAdminRole } from '../accounts/admin-role-change.js';
import {
  AdminError,
  createAdmin,
  deleteAdmin,
  listAdmins,
  normalizeUsername,
  setAdminPassword,
} from '../accounts/admin-users.js';
import { ConfigError, databaseUrlFrom } from '../config/config.js';
import { openDatabase } from '../database/db.js';
import { recentAudit } from '../privacy/audit-log.js';
import { resetSecondFactorOf } from '../accounts/second-factor-reset.js';
import { eraseLeadsOf, NoPersonGiven } from '../privacy/lead-removal.js';
import { auditLines } from './audit-lines.js';
import { readNewPassword } from './read-password.js';

const USAGE = `Usage: npm run admin -- <command>
  create <username> [--role owner|sales|viewer]
                      add an admin, an owner unless --role says otherwise (password from stdin, or
                      prompted on a terminal)
  role <username> <owner|sales|viewer>
                      change what the admin may do, from their next request (the last owner stays one)
  list                show the admins and their roles
  passwd <username>   set a new password (ends the admin's sessions)
  delete <username>   remove an admin (ends the admin's sessions)
  reset-2fa <username> remove the admin's second factor and recovery codes (ends their sessions);
                      they sign in with the password alone, or set one up again when it is required
  erase <email|phone> delete every lead with this email or phone number (a person's erasure request)
  audit               show the newest 50 entries of the audit log`;

const ROLES = adminRoles.join(', ');

/** "--role sales" (or "--role=sales") taken out of the arguments; the owner when absent. */
function roleOption(args: string[]): { role: AdminRole; rest: string[] } {
  const at = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at < 0) return { role: DEFAULT_ADMIN_ROLE, rest: args };
  const inline = args[at]!.startsWith('--role=');
  const value = inline ? args[at]!.slice('--role='.length) : args[at + 1];
  return { role: roleNamed(value), rest: args.filter((_, i) => i !== at && (inline || i !== at + 1)) };
}

function roleNamed(value: string | undefined): AdminRole {
  if (isAdminRole(value)) return value;
  throw new AdminError(`Role must be one of ${ROLES}${value ? `, not "${value}"` : ''}.`);
}

async function run(
  db: DataSource,
  command: string,
  username: string | undefined,
  args: string[],
  role: AdminRole,
): Promise<string> {
  const needName = () => {
    if (!username) throw new AdminError(`"${command}" needs a username.\n${USAGE}`);
    return username;
  };
  switch (command) {
    case 'create': {
      const name = needName();
      const admin = await createAdmin(db, name, await readNewPassword(), role);
      return `Created admin "${admin.username}" (${admin.role}).`;
    }
    case 'role': {
      const name = normalizeUsername(needName());
      const wanted = roleNamed(args[0]);
      const before = await setAdminRole(db, name, wanted, 'cli');
      return before === wanted
        ? `"${name}" is already ${wanted}.`
        : `"${name}" is now ${wanted} (was ${before}), from their next request.`;
    }
    case 'passwd': {
      const name = needName();
      await setAdminPassword(db, name, await readNewPassword());
      return `Password of "${name.trim().toLowerCase()}" changed; their sessions were ended.`;
    }
    case 'delete':
      await deleteAdmin(db, needName());
      return `Deleted admin "${username?.trim().toLowerCase()}" and ended their sessions.`;
    case 'reset-2fa': {
      const name = await resetSecondFactorOf(db, needName());
      return `Two-step sign-in of "${name}" removed; their sessions were ended.`;
    }
    case 'list': {
      const admins = await listAdmins(db);
      if (admins.length === 0) return 'No admins yet. Create one with: npm run admin -- create <username>';
      return admins
        .map(
          (a) =>
            `${a.username}\t${a.role}\tcreated ${new Date(a.createdAt).toISOString()}\tlast sign-in ${a.lastLoginAt ? new Date(a.lastLoginAt).toISOString() : 'never'}${a.disabled ? '\tdisabled' : ''}`,
        )
        .join('\n');
    }
    case 'erase': {
      if (!username) throw new AdminError(`"erase" needs an email address or a phone number.\n${USAGE}`);
      const person = username.includes('@') ? { email: username } : { phone: username };
      const { erased, odooLeadIds } = await eraseLeadsOf(db, person, 'cli');
      const odoo = odooLeadIds.length
        ? `\nThey had reached Odoo as crm.lead ${odooLeadIds.join(', ')}: erase those in Odoo too if the request covers them.`
        : '';
      return `Erased ${erased} lead${erased === 1 ? '' : 's'} of ${username}.${odoo}`;
    }
    case 'audit':
      return auditLines(await recentAudit(db, 50));
    default:
      throw new AdminError(USAGE);
  }
}

async function main(): Promise<number> {
  const { role, rest } = roleOption(process.argv.slice(2));
  const [command = '', username, ...args] = rest;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const db = await openDatabase(databaseUrlFrom());
  try {
    console.log(await run(db, command, username, args, role));
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known =
      error instanceof AdminError ||
      error instanceof ConfigError ||
      error instanceof NoPersonGiven ||
      error instanceof LastOwnerError ||
      error instanceof NoSuchAdmin;
    console.error(
      known || (error instanceof Error && error.message === 'Cancelled') ? (error as Error).message : error,
    );
    process.exit(1);
  },
);
