// The admin's erasure words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { ErasureCopy } from '../../site/admin-copy/erasure.js';
import { erasure as ar } from '../ar/admin/erasure.js';
import { erasure as en } from '../en/admin/erasure.js';

export const erasureCopies: AdminCopies<ErasureCopy> = { en, ar };
