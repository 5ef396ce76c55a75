// The sales dashboard's words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { DashboardCopy } from '../../site/admin-copy/dashboard.js';
import { dashboard as ar } from '../ar/admin/dashboard.js';
import { dashboard as en } from '../en/admin/dashboard.js';

export const dashboardCopies: AdminCopies<DashboardCopy> = { en, ar };
