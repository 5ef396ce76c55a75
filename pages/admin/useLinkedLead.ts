// A lead named in the address (/admin?lead=42, the link in a lead notification): fetched once the
// inbox is shown, so it opens in the details dialog; closing the dialog takes the name out of the
// address again.
import { useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../components/api-client.js';
import type { AdminLead } from '../../site/admin-types.js';

const LEAD_PARAM = 'lead';

export function useLinkedLead(onExpired: () => void): { linked: AdminLead | null; forget: () => void } {
  const [linked, setLinked] = useState<AdminLead | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(LEAD_PARAM);
    if (!id || !/^\d+$/.test(id)) return;
    let current = true;
    apiRequest<AdminLead>('GET', `/api/admin/leads/${id}`).then(
      (lead) => current && setLinked(lead),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) onExpired();
      },
    );
    return () => {
      current = false;
    };
  }, [onExpired]);
  const forget = () => {
    setLinked(null);
    const url = new URL(window.location.href);
    url.searchParams.delete(LEAD_PARAM);
    window.history.replaceState(window.history.state, '', url);
  };
  return { linked, forget };
}
