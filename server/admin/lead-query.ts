// The inbox's filters: search in name, phone, email and company; source; a date range in Saudi time
// (both ends inclusive); newest first, paginated. The CSV export uses the same filters.
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import { z } from 'zod';
import { Lead } from '../../entities/index.js';
import { ADMIN_UTC_OFFSET, type AdminLead } from '../../site/admin-types.js';
import { leadSources } from '../../site/lead-schema.js';

export const PAGE_SIZE = 20;
export const EXPORT_LIMIT = 50_000;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date such as 2025-01-31')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Not a valid date',
  );
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const leadFilterSchema = z
  .object({
    q: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Search is at most 100 characters').optional()),
    source: z.preprocess(
      blankToUndefined,
      z.enum(leadSources, { error: `Source must be one of ${leadSources.join(', ')}` }).optional(),
    ),
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: 'Page must be a number' })
        .int('Page must be a whole number')
        .min(1, 'Page starts at 1')
        .max(1_000_000)
        .default(1),
    ),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ['to'],
    message: 'The end date is before the start date',
  });

export type LeadFilter = z.output<typeof leadFilterSchema>;

/** "2025-01-31" in Saudi time -> the UTC "YYYY-MM-DD HH:MM:SS" both dialects compare created_at with. */
function utcDateTime(dayText: string, addDays = 0): string {
  const at = new Date(Date.parse(`${dayText}T00:00:00${ADMIN_UTC_OFFSET}`) + addDays * 86_400_000);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

// LIKE with "!" as the escape character, so a search for "50%" or "a_b" means what it says.
const likePattern = (text: string) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

function filtered(db: DataSource, filter: LeadFilter): SelectQueryBuilder<Lead> {
  const qb = db.getRepository(Lead).createQueryBuilder('lead');
  if (filter.q) {
    const like = likePattern(filter.q);
    qb.andWhere(
      new Brackets((w) => {
        for (const column of ['name', 'phone', 'email', 'company'])
          w.orWhere(`lead.${column} LIKE :like ESCAPE '!'`, { like });
      }),
    );
  }
  if (filter.source) qb.andWhere('lead.source = :source', { source: filter.source });
  if (filter.from) qb.andWhere('lead.createdAt >= :from', { from: utcDateTime(filter.from) });
  if (filter.to) qb.andWhere('lead.createdAt < :to', { to: utcDateTime(filter.to, 1) });
  return qb.orderBy('lead.createdAt', 'DESC').addOrderBy('lead.id', 'DESC');
}

export function toAdminLead(lead: Lead): AdminLead {
  return {
    id: lead.id,
    createdAt: new Date(lead.createdAt).toISOString(),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    company: lead.company,
    city: lead.city,
    service: lead.service,
    message: lead.message,
    source: lead.source,
    locale: lead.locale,
    pagePath: lead.pagePath,
    marketingConsent: Boolean(lead.marketingConsent),
  };
}

export async function findLeads(db: DataSource, filter: LeadFilter): Promise<{ items: AdminLead[]; total: number }> {
  const [rows, total] = await filtered(db, filter)
    .skip((filter.page - 1) * PAGE_SIZE)
    .take(PAGE_SIZE)
    .getManyAndCount();
  return { items: rows.map(toAdminLead), total };
}

export async function leadsForExport(db: DataSource, filter: LeadFilter): Promise<AdminLead[]> {
  const rows = await filtered(db, filter).take(EXPORT_LIMIT).getMany();
  return rows.map(toAdminLead);
}
