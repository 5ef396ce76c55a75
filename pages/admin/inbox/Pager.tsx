// Previous / next through the inbox's pages. The pages are read by cursor, so the screen counts
// which page it is on; "of how many" is said when the count is exact. The chevrons point the
// reading way: in Arabic the previous page is to the right.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const button =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({
  page,
  pages,
  onPrevious,
  onNext,
}: {
  page: number;
  /** 0 when the count stopped at its cap. */
  pages: number;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}) {
  const t = useAdminT();
  if (!onPrevious && !onNext) return null;
  return (
    <nav aria-label={t('admin.inbox.pagesLabel')} className="flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={!onPrevious} onClick={onPrevious ?? undefined}>
        <ChevronLeft aria-hidden="true" className="size-4 flip-rtl" />
        {t('admin.inbox.previous')}
      </button>
      <span className="text-sm text-slate-700">{t('admin.pipeline.pageNumber', { page, pages })}</span>
      <button type="button" className={button} disabled={!onNext} onClick={onNext ?? undefined}>
        {t('admin.inbox.next')}
        <ChevronRight aria-hidden="true" className="size-4 flip-rtl" />
      </button>
    </nav>
  );
}
