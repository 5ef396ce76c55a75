// The admin's frame words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { FrameCopy } from '../../site/admin-copy/frame.js';
import { frame as ar } from '../ar/admin/frame.js';
import { frame as en } from '../en/admin/frame.js';

export const frameCopies: AdminCopies<FrameCopy> = { en, ar };
