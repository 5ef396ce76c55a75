// A lead as one row of crm.lead's import (`load`): the contact and company, the message and the
// pages as the description, the language, a tag for the form it came from, the sales team, the
// campaign's UTM records, a link back to the lead in our admin, and the external id that marks the
// record as this lead's, so a second delivery finds it instead of creating another.
import type { Lead } from '../../../entities/index.js';
import type { LeadSource } from '../../../site/lead-schema.js';
import { escapeHtml } from '../escape-html.js';
import { notifiedLead } from '../notified-lead.js';

/** The module part of every external id this site writes in Odoo (ir.model.data). */
export const EXTERNAL_ID_MODULE = 'website_leads';

/** The tag each form's leads carry in Odoo, so the team can filter the pipeline by form. */
export const ODOO_TAG_OF_SOURCE: Record<LeadSource, string> = {
  popup: 'Website: consultation pop-up',
  contact: 'Website: contact form',
  landing: 'Website: landing page',
  estimate: 'Website: price estimate',
};

/** Database ids in Odoo found (or created) for this lead's related records; absent when not set. */
export interface OdooLinks {
  teamId?: number;
  langId?: number;
  tagId?: number;
  sourceId?: number;
  mediumId?: number;
  campaignId?: number;
}

/** `lead_<site host>_<lead id>`: unique per site, so a staging site writing to the same Odoo never collides. */
export function externalIdOfLead(leadId: number, siteUrl: string): { module: string; name: string } {
  const host = new URL(siteUrl).host.toLowerCase().replace(/[^a-z0-9]+/g, '_');
  return { module: EXTERNAL_ID_MODULE, name: `lead_${host}_${leadId}` };
}

const paragraph = (label: string, value: string | null | undefined) =>
  value ? `<p><b>${escapeHtml(label)}:</b> ${escapeHtml(value)}</p>` : '';

const link = (label: string, url: string | null) =>
  url ? `<p><b>${escapeHtml(label)}:</b> <a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '';

/** Odoo's description is HTML: the visitor's words are escaped, their lines kept. */
function description(lead: Lead, siteUrl: string): string {
  const words = notifiedLead(lead, siteUrl);
  const { attribution } = words;
  const message = words.messageLines.map(escapeHtml).join('<br>');
  return [
    message ? `<p>${message}</p>` : '',
    paragraph('Service', words.service),
    paragraph('City', words.city),
    link('Sent from', words.pageUrl),
    link('Landing page', attribution.landingUrl),
    paragraph('Referrer', attribution.referrerOrigin),
    paragraph('Campaign term', attribution.utmTerm),
    paragraph('Campaign content', attribution.utmContent),
    paragraph('Google Ads click', attribution.gclid),
    paragraph('Meta click', attribution.fbclid),
    paragraph('Microsoft Ads click', attribution.msclkid),
    link('In the website admin', `${siteUrl}/admin?lead=${lead.id}`),
  ].join('');
}

/** The fields and the one row `crm.lead.load` takes; many2one columns by database id (`/.id`). */
export function odooLeadRow(lead: Lead, siteUrl: string, links: OdooLinks): { fields: string[]; row: string[] } {
  const words = notifiedLead(lead, siteUrl);
  const { module, name } = externalIdOfLead(lead.id, siteUrl);
  const who = words.company || words.name;
  const columns: Array<[string, string | number | undefined]> = [
    ['id', `${module}.${name}`],
    ['name', words.service ? `${words.service} – ${who}` : who],
    ['contact_name', words.name],
    ['partner_name', words.company],
    ['email_from', words.email],
    ['phone', words.phoneE164 ?? words.phone],
    ['city', words.city],
    ['description', description(lead, siteUrl)],
    // Empty: no salesperson, so the team's own assignment rules (or its leader) decide, as with the
    // leads Odoo's website forms create; otherwise every lead would belong to the API user.
    ['user_id/.id', ''],
    ['team_id/.id', links.teamId],
    ['lang_id/.id', links.langId],
    ['tag_ids/.id', links.tagId],
    ['source_id/.id', links.sourceId],
    ['medium_id/.id', links.mediumId],
    ['campaign_id/.id', links.campaignId],
  ];
  // An empty cell is False in Odoo's import: a field is left out rather than sent empty, except the
  // salesperson, whose emptiness is meant.
  const kept = columns.filter(([field, value]) => field === 'user_id/.id' || (value !== undefined && value !== ''));
  return { fields: kept.map(([field]) => field), row: kept.map(([, value]) => String(value ?? '')) };
}
