// The Odoo channel: each lead becomes one crm.lead in the company's Odoo, through its external API.
//
// Exactly once, whatever fails when: the crm.lead and its external id (ir.model.data, the mark
// integrations put on their records) are written by one `load` call, so in one Odoo transaction.
// Every attempt first looks the external id up, so an attempt that follows a lost answer — Odoo
// created the lead, then the connection dropped or this process died before the outbox row said
// "sent" — finds that lead and stores its id instead of creating a second one. The outbox's lease
// keeps two workers from delivering the same lead at the same moment.
import type { DataSource } from 'typeorm';
import { Lead } from '../../../entities/index.js';
import type { OdooChannelConfig } from '../../config/config.js';
import type { Deliver } from '../deliver.js';
import { notifiedLead } from '../notified-lead.js';
import { externalIdOfLead, ODOO_TAG_OF_SOURCE, odooLeadRow, type OdooLinks } from './odoo-lead-values.js';
import { OdooLookups } from './odoo-lookups.js';
import { OdooRpcClient, OdooValidationError } from './odoo-rpc.js';

/** The address of a crm.lead's form in Odoo 17, 18 and 19 (the later ones redirect it to /odoo/…). */
export const odooLeadUrl = (odooUrl: string, odooLeadId: number) =>
  `${odooUrl}/web#id=${odooLeadId}&model=crm.lead&view_type=form`;

export function odooChannel(config: OdooChannelConfig, db: DataSource): Deliver {
  const client = new OdooRpcClient({ url: config.url, db: config.db, login: config.user, apiKey: config.apiKey });
  const lookups = new OdooLookups(client, config.team);

  async function alreadyCreated(leadId: number, siteUrl: string, signal: AbortSignal): Promise<number | undefined> {
    const { module, name } = externalIdOfLead(leadId, siteUrl);
    const [mark] = await client.searchRead(
      'ir.model.data',
      [
        ['module', '=', module],
        ['name', '=', name],
        ['model', '=', 'crm.lead'],
      ],
      ['res_id'],
      signal,
      1,
    );
    return typeof mark?.res_id === 'number' && mark.res_id > 0 ? mark.res_id : undefined;
  }

  async function linksOf(lead: Lead, siteUrl: string, signal: AbortSignal): Promise<OdooLinks> {
    const { attribution } = notifiedLead(lead, siteUrl);
    const named = (model: 'utm.source' | 'utm.medium' | 'utm.campaign', name: string | null) =>
      name?.trim() ? lookups.named(model, name, signal) : Promise.resolve(undefined);
    // One after the other: a first lead creates what the next ones only find.
    return {
      teamId: await lookups.teamId(signal),
      langId: await lookups.langId(lead.locale, signal),
      tagId: await lookups.named('crm.tag', ODOO_TAG_OF_SOURCE[lead.source], signal),
      sourceId: await named('utm.source', attribution.utmSource),
      mediumId: await named('utm.medium', attribution.utmMedium),
      campaignId: await named('utm.campaign', attribution.utmCampaign),
    };
  }

  async function create(lead: Lead, siteUrl: string, signal: AbortSignal): Promise<number> {
    const { fields, row } = odooLeadRow(lead, siteUrl, await linksOf(lead, siteUrl, signal));
    const [id] = await client.load('crm.lead', fields, [row], signal);
    return id!;
  }

  return async (lead, context) => {
    if (lead.odooLeadId !== null) return;
    const { signal } = context;
    let odooLeadId = await alreadyCreated(lead.id, context.siteUrl, signal);
    if (odooLeadId === undefined) {
      try {
        odooLeadId = await create(lead, context.siteUrl, signal);
      } catch (error) {
        // A remembered team, tag or UTM record may have been deleted in Odoo since: look them up afresh
        // next time.
        if (error instanceof OdooValidationError) lookups.forget();
        throw error;
      }
    }
    await db.getRepository(Lead).update({ id: lead.id }, { odooLeadId });
  };
}
