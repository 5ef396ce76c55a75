// A lead's words as every notification writes them, whatever the row holds (rows stored before
// the intake cleaned its fields included): each one-line field on one line, without controls or
// bidi overrides; the message as its lines; the page as a full address only when the stored path
// is a path of this site, so a notification never links anywhere else. The visit's attribution is
// cleaned the same way (site/pipeline/attribution-of-visit.ts), its landing page linked only as a path.
import type { Lead } from '../../entities/index.js';
import { isPathShaped } from '../../site/page-path.js';
import { attributionFromUntrusted } from '../../site/pipeline/attribution-of-visit.js';
import type { Attribution } from '../../site/pipeline/attribution.js';
import { linesOf, singleLine, withoutControls } from '../../site/visitor-text.js';

export interface NotifiedLead {
  name: string;
  company: string;
  phone: string;
  email: string;
  city: string;
  service: string;
  messageLines: string[];
  pagePath: string | null;
  pageUrl: string | null;
  phoneE164: string | null;
  /** The person's first lead when this one is not it. */
  contactLeadId: number | null;
  attribution: Attribution & { landingUrl: string | null };
}

const oneLine = (text: string | null) => withoutControls(singleLine(text ?? '')).trim();

export function notifiedLead(lead: Lead, siteUrl: string): NotifiedLead {
  const attribution = attributionFromUntrusted(lead);
  const pagePath = lead.pagePath && isPathShaped(lead.pagePath) ? lead.pagePath : null;
  const lines = linesOf(withoutControls(lead.message ?? '')).map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return {
    name: oneLine(lead.name),
    company: oneLine(lead.company),
    phone: oneLine(lead.phone),
    email: oneLine(lead.email),
    city: oneLine(lead.city),
    service: oneLine(lead.service),
    messageLines: lines,
    pagePath,
    pageUrl: pagePath ? `${siteUrl}${pagePath}` : null,
    phoneE164: lead.phoneE164 && /^\+[1-9]\d{6,14}$/.test(lead.phoneE164) ? lead.phoneE164 : null,
    contactLeadId: lead.contactLeadId !== null && lead.contactLeadId !== lead.id ? lead.contactLeadId : null,
    attribution: {
      ...attribution,
      landingUrl: attribution.landingPath ? `${siteUrl}${attribution.landingPath}` : null,
    },
  };
}
