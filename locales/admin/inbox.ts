// The admin's inbox words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { InboxCopy } from '../../site/admin-copy/inbox.js';
import { inbox as ar } from '../ar/admin/inbox.js';
import { inbox as en } from '../en/admin/inbox.js';

export const inboxCopies: AdminCopies<InboxCopy> = { en, ar };
