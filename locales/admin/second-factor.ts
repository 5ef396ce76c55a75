// The admin's two-step sign-in words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { SecondFactorCopy } from '../../site/admin-copy/second-factor.js';
import { secondFactor as ar } from '../ar/admin/second-factor.js';
import { secondFactor as en } from '../en/admin/second-factor.js';

export const secondFactorCopies: AdminCopies<SecondFactorCopy> = { en, ar };
