// The conversions an export carries: leads won in the period (and, when asked, those that reached a
// chosen stage) that arrived with the platform's click id (gclid for Google Ads, msclkid for Microsoft
// Advertising), each at the moment its timeline first shows it reaching that stage in the period, with
// its value in riyals. A conversion goes out once per platform, unless the owner asks for it again.
import { In, type DataSource } from 'typeorm';
import { Lead, LeadEvent, OfflineConversionExport, type ConversionFormat } from '../../../entities/index.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import type { ConversionRow } from './conversion-csv.js';

export const CONVERSION_CURRENCY = 'SAR';
const RIYADH_OFFSET_MS = 3 * 3600_000;

export interface ConversionQuery {
  /** Riyadh days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  format: ConversionFormat;
  again: boolean;
  stage?: Exclude<LeadStage, 'new' | 'lost'>;
}

/** The first instant of a Riyadh day, and the first of the day after `to`. */
const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) - RIYADH_OFFSET_MS;

export async function offlineConversions(
  db: DataSource,
  query: ConversionQuery,
  name: string,
): Promise<Array<ConversionRow & { leadId: number }>> {
  const clickColumn = query.format === 'google' ? 'gclid' : 'msclkid';
  const stages = [...new Set(['won', ...(query.stage ? [query.stage] : [])])];
  const events = await db
    .getRepository(LeadEvent)
    .createQueryBuilder('event')
    .select(['event.leadId', 'event.at', 'event.toValue'])
    .innerJoin(Lead, 'lead', 'lead.id = event.leadId')
    .where('event.kind = :kind', { kind: 'stage' })
    .andWhere('event.toValue IN (:...stages)', { stages })
    .andWhere('event.at >= :from AND event.at < :to', {
      from: dayStart(query.from),
      to: dayStart(query.to) + 24 * 3600_000,
    })
    .andWhere(`lead.${clickColumn} IS NOT NULL AND lead.${clickColumn} <> ''`)
    .andWhere('lead.spamReason IS NULL')
    .orderBy('event.at', 'ASC')
    .addOrderBy('event.id', 'ASC')
    .getMany();
  const leadIds = [...new Set(events.map((e) => e.leadId))];
  if (leadIds.length === 0) return [];
  const leads = new Map((await db.getRepository(Lead).findBy({ id: In(leadIds) })).map((l) => [l.id, l]));
  const exported = query.again
    ? new Set<number>()
    : new Set(
        (await db.getRepository(OfflineConversionExport).findBy({ leadId: In(leadIds), format: query.format })).map(
          (row) => row.leadId,
        ),
      );
  const rows: Array<ConversionRow & { leadId: number }> = [];
  for (const event of events) {
    const lead = leads.get(event.leadId);
    if (!lead || exported.has(lead.id) || rows.some((r) => r.leadId === lead.id)) continue;
    // A lead won and then reopened or lost is no sale; one that reached the chosen stage counts as it did.
    if (event.toValue === 'won' && lead.stage !== 'won' && event.toValue !== query.stage) continue;
    const value = (lead as unknown as { valueSar?: number | null }).valueSar ?? null;
    rows.push({
      leadId: lead.id,
      clickId: lead[clickColumn]!,
      name,
      at: event.at,
      value,
      currency: CONVERSION_CURRENCY,
    });
  }
  return rows;
}

/** Notes the conversions as exported for this platform, now. */
export async function markExported(db: DataSource, format: ConversionFormat, leadIds: number[], at: number) {
  if (leadIds.length === 0) return;
  await db.getRepository(OfflineConversionExport).upsert(
    leadIds.map((leadId) => ({ leadId, format, exportedAt: at })),
    ['leadId', 'format'],
  );
}
