// The lead in the address (/admin?lead=42): the link in a lead notification, a colleague's link, or
// a lead opened from the list or from another lead of the same contact. Opening one adds it to the
// address (so Back returns to the one before), closing takes it out again.
import { useCallback, useEffect, useState } from 'react';

const LEAD_PARAM = 'lead';

const leadInAddress = (): number | null => {
  const id = new URLSearchParams(window.location.search).get(LEAD_PARAM);
  return id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
};

const addressWith = (id: number | null) => {
  const url = new URL(window.location.href);
  if (id === null) url.searchParams.delete(LEAD_PARAM);
  else url.searchParams.set(LEAD_PARAM, String(id));
  return url;
};

export function useLinkedLead(): { leadId: number | null; open: (id: number) => void; close: () => void } {
  const [leadId, setLeadId] = useState<number | null>(null);
  useEffect(() => {
    const follow = () => setLeadId(leadInAddress());
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  const open = useCallback((id: number) => {
    window.history.pushState(window.history.state, '', addressWith(id));
    setLeadId(id);
  }, []);
  const close = useCallback(() => {
    window.history.replaceState(window.history.state, '', addressWith(null));
    setLeadId(null);
  }, []);
  return { leadId, open, close };
}
