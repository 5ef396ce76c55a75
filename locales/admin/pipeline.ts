// The sales pipeline's words in English and Arabic, for useAdminCopy (pages/admin/shared/useAdminCopy.ts).
import type { AdminCopies } from '../../site/admin-copy/copies.js';
import type { PipelineCopy } from '../../site/admin-copy/pipeline.js';
import { pipeline as ar } from '../ar/admin/pipeline.js';
import { pipeline as en } from '../en/admin/pipeline.js';

export const pipelineCopies: AdminCopies<PipelineCopy> = { en, ar };
