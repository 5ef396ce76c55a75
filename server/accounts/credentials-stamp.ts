// The account's credentials stamp (entities/AdminUser.ts): a new random value whenever the second
// factor is set up, renewed or removed, so a sign-in half-way through, which stands for the value it
// began under, ends with the change.
import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AdminUser } from '../../entities/index.js';

export async function renewCredentialsStamp(manager: EntityManager, adminId: number): Promise<void> {
  await manager
    .getRepository(AdminUser)
    .update({ id: adminId }, { credentialsStamp: randomBytes(16).toString('base64url') });
}
