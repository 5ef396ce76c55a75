// The audit log as `npm run admin -- audit` prints it: one entry a line, tab-separated, newest first.
// Every field is escaped again here (site/printable-text.ts) whatever the reader did, because a tab,
// a line break or an ESC in a field would forge a column, a line or the operator's terminal.
import { printable } from '../../site/printable-text.js';
import type { AuditEntry } from '../privacy/audit-log.js';

const repeated = (entry: AuditEntry) =>
  entry.repeats > 1 ? ` (${entry.repeats} times from ${entry.firstAt ?? entry.at} to ${entry.at})` : '';

export function auditLines(entries: readonly AuditEntry[]): string {
  if (entries.length === 0) return 'The audit log is empty.';
  return entries
    .map((entry) =>
      [entry.at, entry.actor, entry.action, `${entry.detail}${repeated(entry)}`].map(printable).join('\t'),
    )
    .join('\n');
}
