// The admin's words in a component, by typed id (locales/admin-message-ids.ts), through react-intl:
// an admin screen's catalogue holds its language's admin words besides the UI messages
// (renderer/render-document.tsx). The function keeps its identity while the language does, so
// effects may depend on it.
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { AdminMessageId } from '../../locales/admin-message-ids.js';

export type AdminT = (id: AdminMessageId, values?: Record<string, string | number>) => string;

export function useAdminT(): AdminT {
  const intl = useIntl();
  return useMemo(() => (id, values) => intl.formatMessage({ id }, values), [intl]);
}
