// A lead as the admin screens show it: the row with its owner's name and whether its follow-up is
// overdue; in full, also the other leads of the same contact and the timeline, newest first.
import { odooViewOf } from '../../../site/notification-delivery.js';
import type { DataSource, EntityManager } from 'typeorm';
import { Lead, LeadEvent } from '../../../entities/index.js';
import type { AdminLead, AdminLeadDetail, RelatedLead } from '../../../site/admin-types.js';
import { openStages } from '../../../site/pipeline/stages.js';
import { ownerNames } from './owners.js';

/** More than any lead gathers in practice; the screen shows the newest. */
const TIMELINE_LIMIT = 500;
const RELATED_LIMIT = 50;

const isoOf = (value: Date | string) => new Date(value).toISOString();

export function toAdminLead(lead: Lead, owners: Map<number, string>, today: string): AdminLead {
  const ownerName = lead.ownerId === null ? undefined : owners.get(lead.ownerId);
  return {
    id: lead.id,
    createdAt: isoOf(lead.createdAt),
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    phoneE164: lead.phoneE164,
    company: lead.company,
    city: lead.city,
    service: lead.service,
    message: lead.message,
    source: lead.source,
    locale: lead.locale,
    pagePath: lead.pagePath,
    marketingConsent: Boolean(lead.marketingConsent),
    stage: lead.stage,
    lostReason: lead.lostReason,
    owner: ownerName === undefined ? null : { id: lead.ownerId!, username: ownerName },
    followUpOn: lead.followUpOn,
    overdue: lead.followUpOn !== null && lead.followUpOn < today && openStages.includes(lead.stage),
    firstResponseAt: lead.firstResponseAt ? isoOf(lead.firstResponseAt) : null,
    version: lead.version,
    spamReason: lead.spamReason,
    contactLeadId: lead.contactLeadId,
    odooLeadId: lead.odooLeadId,
    valueSar: lead.valueSar === null ? null : Number(lead.valueSar),
    expectedCloseMonth: lead.expectedCloseMonth,
    odoo: odooViewOf(lead),
    attribution: {
      landingPath: lead.landingPath,
      referrerOrigin: lead.referrerOrigin,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      utmTerm: lead.utmTerm,
      utmContent: lead.utmContent,
      gclid: lead.gclid,
      fbclid: lead.fbclid,
      msclkid: lead.msclkid,
    },
  };
}

/** Rows as the inbox lists them, with their owners' names in one query. */
export async function adminLeadsOf(db: DataSource | EntityManager, leads: Lead[], today: string): Promise<AdminLead[]> {
  const owners = await ownerNames(
    db,
    leads.flatMap((lead) => (lead.ownerId === null ? [] : [lead.ownerId])),
  );
  return leads.map((lead) => toAdminLead(lead, owners, today));
}

/** The other leads of the lead's contact: the first one and every later one pointing to it. */
async function relatedLeads(db: DataSource | EntityManager, lead: Lead): Promise<RelatedLead[]> {
  const first = lead.contactLeadId ?? lead.id;
  const rows = await db
    .getRepository(Lead)
    .createQueryBuilder('lead')
    .select(['lead.id', 'lead.createdAt', 'lead.source', 'lead.stage'])
    .where('(lead.id = :first OR lead.contactLeadId = :first)', { first })
    .andWhere('lead.id <> :id', { id: lead.id })
    .orderBy('lead.createdAt', 'DESC')
    .addOrderBy('lead.id', 'DESC')
    .limit(RELATED_LIMIT)
    .getMany();
  return rows.map((row) => ({ id: row.id, createdAt: isoOf(row.createdAt), source: row.source, stage: row.stage }));
}

/** The lead in full, or null when there is no such lead; `today` (in Riyadh) says whether it is overdue. */
export async function leadDetail(
  db: DataSource | EntityManager,
  id: number,
  today: string,
): Promise<AdminLeadDetail | null> {
  const lead = await db.getRepository(Lead).findOneBy({ id });
  if (!lead) return null;
  // One after the other: inside a transaction the three share one connection.
  const [shown] = await adminLeadsOf(db, [lead], today);
  const related = await relatedLeads(db, lead);
  const events = await db
    .getRepository(LeadEvent)
    .find({ where: { leadId: id }, order: { at: 'DESC', id: 'DESC' }, take: TIMELINE_LIMIT });
  return {
    ...shown!,
    related,
    timeline: events.map((event) => ({
      id: event.id,
      at: new Date(event.at).toISOString(),
      actor: event.actor,
      kind: event.kind,
      body: event.body,
      from: event.fromValue,
      to: event.toValue,
    })),
  };
}
