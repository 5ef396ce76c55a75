// npm run admin -- create <username> | list | passwd <username> | delete <username> | reset-2fa <username> | erase <email-or-phone> | audit
// Uses DATABASE_URL like the server and runs the migrations first, so it works on a fresh clone.
import type { DataSource } from 'typeorm';
import { AdminError, createAdmin, deleteAdmin, listAdmins, setAdminPassword } from '../auth/admin-users.js';
import { ConfigError, databaseUrlFrom } from '../config/config.js';
import { openDatabase } from '../database/db.js';
import { recentAudit } from '../privacy/audit-log.js';
import { resetSecondFactorOf } from '../auth/second-factor-reset.js';
import { eraseLeadsOf, NoPersonGiven } from '../privacy/lead-removal.js';
import { auditLines } from './audit-lines.js';
import { readNewPassword } from './read-password.js';

const USAGE = `Usage: npm run admin -- <command>
  create <username>   add an admin (password from stdin, or prompted on a terminal)
  list                show the admins
  passwd <username>   set a new password (ends the admin's sessions)
  delete <username>   remove an admin (ends the admin's sessions)
  reset-2fa <username> remove the admin's second factor and recovery codes (ends their sessions);
                      they sign in with the password alone, or set one up again when it is required
  erase <email|phone> delete every lead with this email or phone number (a person's erasure request)
  audit               show the newest 50 entries of the audit log`;

async function run(db: DataSource, command: string, username: string | undefined): Promise<string> {
  const needName = () => {
    if (!username) throw new AdminError(`"${command}" needs a username.\n${USAGE}`);
    return username;
  };
  switch (command) {
    case 'create': {
      const name = needName();
      const admin = await createAdmin(db, name, await readNewPassword());
      return `Created admin "${admin.username}".`;
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
            `${a.username}\tcreated ${new Date(a.createdAt).toISOString()}\tlast sign-in ${a.lastLoginAt ? new Date(a.lastLoginAt).toISOString() : 'never'}${a.disabled ? '\tdisabled' : ''}`,
        )
        .join('\n');
    }
    case 'erase': {
      if (!username) throw new AdminError(`"erase" needs an email address or a phone number.\n${USAGE}`);
      const person = username.includes('@') ? { email: username } : { phone: username };
      const erased = await eraseLeadsOf(db, person, 'cli');
      return `Erased ${erased} lead${erased === 1 ? '' : 's'} of ${username}.`;
    }
    case 'audit':
      return auditLines(await recentAudit(db, 50));
    default:
      throw new AdminError(USAGE);
  }
}

async function main(): Promise<number> {
  const [command = '', username] = process.argv.slice(2);
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const db = await openDatabase(databaseUrlFrom());
  try {
    console.log(await run(db, command, username));
    return 0;
  } finally {
    await db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof AdminError || error instanceof ConfigError || error instanceof NoPersonGiven;
    console.error(
      known || (error instanceof Error && error.message === 'Cancelled') ? (error as Error).message : error,
    );
    process.exit(1);
  },
);
