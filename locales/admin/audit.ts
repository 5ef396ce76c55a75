// The admin's audit words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { AuditCopy } from '../../site/admin-copy/audit.js';
import { audit as ar } from '../ar/admin/audit.js';
import { audit as en } from '../en/admin/audit.js';

export const auditCopies: AdminCopies<AuditCopy> = { en, ar };
