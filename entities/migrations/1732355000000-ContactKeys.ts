// The leads stored before leads had contact keys get them: the phone in E.164 and the email
// lowercased (site/contact-keys.ts), and each later lead of a person points at that person's first
// lead, as a new lead does when it is stored. Read in id order in pages, so the first lead of every
// phone and email is known before the later ones; only rows that change are written. Plain queries
// with backtick-quoted names, so it runs on MySQL/MariaDB and SQLite alike.
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { emailKeyOf, phoneE164Of } from '../../site/contact-keys.js';

const PAGE = 500;

interface Row {
  id: number;
  phone: string;
  email: string | null;
  phone_e164: string | null;
  email_key: string | null;
  contact_lead_id: number | null;
}

interface Contact {
  id: number;
  contactLeadId: number | null;
}

export class ContactKeys1732355000000 implements MigrationInterface {
  name = 'ContactKeys1732355000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const firstByPhone = new Map<string, Contact>();
    const firstByEmail = new Map<string, Contact>();
    for (let after = 0; ;) {
      const rows: Row[] = await queryRunner.query(
        'SELECT `id`, `phone`, `email`, `phone_e164`, `email_key`, `contact_lead_id` FROM `lead` WHERE `id` > ? ORDER BY `id` LIMIT ' +
          PAGE,
        [after],
      );
      if (rows.length === 0) return;
      for (const row of rows) {
        const id = Number(row.id);
        const phoneE164 = row.phone_e164 ?? phoneE164Of(row.phone ?? '');
        const emailKey = row.email_key ?? emailKeyOf(row.email);
        const earlier = [phoneE164 && firstByPhone.get(phoneE164), emailKey && firstByEmail.get(emailKey)]
          .filter((contact): contact is Contact => Boolean(contact))
          .sort((a, b) => a.id - b.id)[0];
        const contactLeadId =
          row.contact_lead_id === null
            ? earlier
              ? (earlier.contactLeadId ?? earlier.id)
              : null
            : Number(row.contact_lead_id);
        const self = { id, contactLeadId };
        if (phoneE164 && !firstByPhone.has(phoneE164)) firstByPhone.set(phoneE164, self);
        if (emailKey && !firstByEmail.has(emailKey)) firstByEmail.set(emailKey, self);
        if (phoneE164 !== row.phone_e164 || emailKey !== row.email_key || contactLeadId !== row.contact_lead_id)
          await queryRunner.query(
            'UPDATE `lead` SET `phone_e164` = ?, `email_key` = ?, `contact_lead_id` = ? WHERE `id` = ?',
            [phoneE164, emailKey, contactLeadId, id],
          );
      }
      after = Number(rows.at(-1)!.id);
    }
  }

  // The keys are derived from what each lead holds; the columns themselves go with SalesPipeline's down().
  async down(): Promise<void> {}
}
