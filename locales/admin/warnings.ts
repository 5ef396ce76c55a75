// The admin's warnings words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { WarningsCopy } from '../../site/admin-copy/warnings.js';
import { warnings as ar } from '../ar/admin/warnings.js';
import { warnings as en } from '../en/admin/warnings.js';

export const warningsCopies: AdminCopies<WarningsCopy> = { en, ar };
