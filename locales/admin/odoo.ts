// The admin's Odoo words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { OdooCopy } from '../../site/admin-copy/odoo.js';
import { odoo as ar } from '../ar/admin/odoo.js';
import { odoo as en } from '../en/admin/odoo.js';

export const odooCopies: AdminCopies<OdooCopy> = { en, ar };
