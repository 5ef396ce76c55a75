// The leads ticked on the list, each with the version on screen (a bulk change is refused for a lead
// a colleague saved since), or "every lead matching the filter". A new filter or page of results
// keeps the ticks of leads still shown; a new filter drops "all matching".
import { useCallback, useState } from 'react';
import type { AdminLead } from '../../../site/admin-types.js';

export interface LeadSelection {
  picked: ReadonlyMap<number, number>;
  allMatching: boolean;
  toggle: (lead: AdminLead) => void;
  /** Ticks every lead of the page, or unticks them when all are ticked. */
  togglePage: (leads: AdminLead[]) => void;
  selectAllMatching: () => void;
  clear: () => void;
}

export function useLeadSelection(): LeadSelection {
  const [picked, setPicked] = useState<ReadonlyMap<number, number>>(new Map());
  const [allMatching, setAllMatching] = useState(false);
  const toggle = useCallback((lead: AdminLead) => {
    setAllMatching(false);
    setPicked((before) => {
      const next = new Map(before);
      if (next.has(lead.id)) next.delete(lead.id);
      else next.set(lead.id, lead.version);
      return next;
    });
  }, []);
  const togglePage = useCallback((leads: AdminLead[]) => {
    setAllMatching(false);
    setPicked((before) => {
      const everyOne = leads.every((lead) => before.has(lead.id));
      const next = new Map(before);
      for (const lead of leads) {
        if (everyOne) next.delete(lead.id);
        else next.set(lead.id, lead.version);
      }
      return next;
    });
  }, []);
  const selectAllMatching = useCallback(() => setAllMatching(true), []);
  const clear = useCallback(() => {
    setPicked(new Map());
    setAllMatching(false);
  }, []);
  return { picked, allMatching, toggle, togglePage, selectAllMatching, clear };
}
