import type { ExportCopy } from '../../../site/admin-copy/export.js';

export const exportCsv: ExportCopy = {
  button: 'Export CSV',
};
