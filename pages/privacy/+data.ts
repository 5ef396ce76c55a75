// The privacy notice. Its retention period is the server's own LEAD_RETENTION_DAYS, so the promise
// and the deletion sweep can never disagree.
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import type { PageCopy } from '../../locales/page-copy.js';
import { retentionPeriod } from '../../site/retention-period.js';

const RETENTION_TOKEN = '{retention}';

// Every string of the copy with the token filled in.
function filled<T>(value: T, period: string): T {
  if (typeof value === 'string') return value.replaceAll(RETENTION_TOKEN, period) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, period)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, period)])) as T;
  return value;
}

export function data(pageContext: PageContextServer) {
  const { locale, site } = pageContext;
  const copy: PageCopy = filled(
    copyFor('privacy', locale).privacyPage,
    retentionPeriod(site.leadRetentionDays, locale),
  );
  return copyPageData(pageContext, copy, []);
}
export type Data = ReturnType<typeof data>;
