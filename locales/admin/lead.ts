// The admin's lead words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { LeadCopy } from '../../site/admin-copy/lead.js';
import { lead as ar } from '../ar/admin/lead.js';
import { lead as en } from '../en/admin/lead.js';

export const leadCopies: AdminCopies<LeadCopy> = { en, ar };
