// The admin's seo words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { SeoCopy } from '../../site/admin-copy/seo.js';
import { seo as ar } from '../ar/admin/seo.js';
import { seo as en } from '../en/admin/seo.js';

export const seoCopies: AdminCopies<SeoCopy> = { en, ar };
