// The admin's login words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { LoginCopy } from '../../site/admin-copy/login.js';
import { login as ar } from '../ar/admin/login.js';
import { login as en } from '../en/admin/login.js';

export const loginCopies: AdminCopies<LoginCopy> = { en, ar };
