// The inbox's lists and filters behind one "Filters" button on a phone, so the leads come first;
// the button counts the filters in force, so a narrowed list never passes for the whole inbox. On a
// wide screen they start open, where they cost no lead its place on the first screen.
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { emptyFilter, type LeadFilterState } from './lead-filter.js';

const WIDE = '(min-width: 768px)';

/** How many of the filter's choices differ from the whole inbox (the view and the order are not filters). */
export function activeFilterCount(filter: LeadFilterState): number {
  const keys = ['q', 'owner', 'source', 'campaign', 'from', 'to'] as const;
  return keys.filter((key) => filter[key] !== emptyFilter[key]).length + (filter.stage.length ? 1 : 0);
}

function subscribeToWidth(onChange: () => void): () => void {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function FiltersDisclosure({
  filter,
  mustOpen,
  children,
}: {
  filter: LeadFilterState;
  /** A filter the server refused: open, so its message is seen. */
  mustOpen: boolean;
  children: ReactNode;
}) {
  const t = useAdminT();
  // Closed in the server's render (it cannot know the width), then as wide as the screen says.
  const wide = useSyncExternalStore(
    subscribeToWidth,
    () => window.matchMedia(WIDE).matches,
    () => false,
  );
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = mustOpen || (choice ?? wide);
  const count = activeFilterCount(filter);
  return (
    <details open={open} onToggle={(event) => setChoice(event.currentTarget.open)} className="space-y-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 font-semibold text-slate-800 hover:bg-slate-50">
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {t('admin.inbox.filtersToggle', { count })}
      </summary>
      {children}
    </details>
  );
}
