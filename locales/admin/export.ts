// The admin's export words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { ExportCopy } from '../../site/admin-copy/export.js';
import { exportCsv as ar } from '../ar/admin/export.js';
import { exportCsv as en } from '../en/admin/export.js';

export const exportCopies: AdminCopies<ExportCopy> = { en, ar };
