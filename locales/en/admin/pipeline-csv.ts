import type { PipelineCsvCopy } from '../../../site/admin-copy/pipeline-csv.js';
import { lead } from './lead.js';

export const pipelineCsv: PipelineCsvCopy = {
  headers: {
    // The visitor's fields under the same names the lead view gives them.
    ...lead.fields,
    id: 'ID',
    phoneE164: 'Phone (E.164)',
    stage: 'Stage',
    lostReason: 'Lost reason',
    owner: 'Owner',
    followUpOn: 'Follow-up day',
    firstResponseAt: 'First response (Saudi time)',
    contactLeadId: 'Returning contact: first lead ID',
    landingPath: 'Landing page',
    referrerOrigin: 'Referrer',
    utmSource: 'utm_source',
    utmMedium: 'utm_medium',
    utmCampaign: 'utm_campaign',
    utmTerm: 'utm_term',
    utmContent: 'utm_content',
    gclid: 'gclid',
    fbclid: 'fbclid',
    msclkid: 'msclkid',
    spamReason: 'Spam reason',
    odooLeadId: 'Odoo lead ID',
  },
};
