// Previous / next through the inbox's pages. The chevrons point the reading way: in Arabic the
// previous page is to the right.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { inboxCopies } from '../../locales/admin/inbox.js';
import { useAdminCopy } from './useAdminCopy.js';

const button =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const text = useAdminCopy(inboxCopies);
  if (pages <= 1) return null;
  return (
    <nav aria-label={text.pagesLabel} className="flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4 flip-rtl" />
        {text.previous}
      </button>
      <span className="text-sm text-slate-700">{text.pageOf(page, pages)}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
        <ChevronRight aria-hidden="true" className="size-4 flip-rtl" />
      </button>
    </nav>
  );
}
