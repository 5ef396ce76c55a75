// The admin's words in a component, by typed id (locales/admin-message-ids.ts), through react-intl:
// an admin screen's catalogue holds its language's admin words besides the UI messages
// (renderer/render-document.tsx). A value may be an element, such as a visitor's name isolated in
// <bdi> so it keeps its own direction inside the sentence; the words then come back as nodes. The
// function keeps its identity while the language does, so effects may depend on it.
import { useMemo, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AdminMessageId } from '../../locales/admin-message-ids.js';

export interface AdminT {
  (id: AdminMessageId, values?: Record<string, string | number>): string;
  (id: AdminMessageId, values: Record<string, ReactNode>): ReactNode;
}

function adminT(intl: IntlShape): AdminT {
  function t(id: AdminMessageId, values?: Record<string, string | number>): string;
  function t(id: AdminMessageId, values: Record<string, ReactNode>): ReactNode;
  function t(id: AdminMessageId, values?: Record<string, ReactNode>): ReactNode {
    return intl.formatMessage({ id }, values);
  }
  return t;
}

export function useAdminT(): AdminT {
  const intl = useIntl();
  return useMemo(() => adminT(intl), [intl]);
}
