// The account screens' words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AccountsCopy } from '../../site/admin-copy/accounts.js';
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import { accounts as ar } from '../ar/admin/accounts.js';
import { accounts as en } from '../en/admin/accounts.js';

export const accountsCopies: AdminCopies<AccountsCopy> = { en, ar };
