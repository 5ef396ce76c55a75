// Leads stored before leads had contact keys get them when the server upgrades: the phone in
// E.164 and the email lowercased, and each later lead of a person points at that person's first
// lead, as if they had been stored today; a number that is no valid phone keeps none.
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { Lead, migrations } from '../../entities/index.js';
import { ContactKeys1732355000000 } from '../../entities/migrations/1732355000000-ContactKeys.js';
import { createDataSource, openDatabase } from '../../server/database/db.js';
import { testDatabases } from '../helpers/databases.js';

describe.each(testDatabases('contact-keys-backfill'))('contact keys of earlier leads on $name', (database) => {
  let migrated: DataSource | undefined;
  afterAll(async () => void (migrated?.isInitialized && (await migrated.destroy())));

  it('gives the leads already stored their keys and their first lead', async () => {
    const url = await database.url();
    const older = new DataSource({
      ...createDataSource(url).options,
      migrations: migrations.slice(0, migrations.indexOf(ContactKeys1732355000000)),
    } as DataSourceOptions);
    await older.initialize();
    await older.runMigrations();
    const earlier: Array<[string, string, string | null]> = [
      ['Noura First', '0501234567', null],
      ['Other Person', '0559998888', 'other@example.com'],
      ['Noura By Email', '0531112222', 'Noura@Example.com'],
      ['Noura Again', '+966 50 123 4567', null],
      ['Noura Arabic Digits', '٠٥٣١١١٢٢٢٢', 'noura@example.com'],
      ['Odd Number', '1234567890', null],
    ];
    for (const [name, phone, email] of earlier)
      await older.query(
        "INSERT INTO `lead` (`name`, `phone`, `email`, `service`, `message`, `source`, `locale`) VALUES (?, ?, ?, 'Contact Form', 'Hello', 'contact', 'en')",
        [name, phone, email],
      );
    await older.destroy();

    migrated = await openDatabase(url);
    const lead = (name: string) => migrated!.getRepository(Lead).findOneByOrFail({ name });
    const first = await lead('Noura First');
    const byEmail = await lead('Noura By Email');
    expect(first).toMatchObject({ phoneE164: '+966501234567', emailKey: null, contactLeadId: null });
    expect(await lead('Other Person')).toMatchObject({ emailKey: 'other@example.com', contactLeadId: null });
    // Nothing links the email lead to the first phone yet: a person of its own until a lead shares both.
    expect(byEmail).toMatchObject({ phoneE164: '+966531112222', emailKey: 'noura@example.com', contactLeadId: null });
    expect(await lead('Noura Again')).toMatchObject({ phoneE164: '+966501234567', contactLeadId: first.id });
    expect(await lead('Noura Arabic Digits')).toMatchObject({ phoneE164: '+966531112222', contactLeadId: byEmail.id });
    expect(await lead('Odd Number')).toMatchObject({ phoneE164: null, contactLeadId: null });
  });
});
