// Previous / next through the inbox's pages.
import { adminText } from './admin-text.js';

const text = adminText.inbox;
const button =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {text.previous}
      </button>
      <span className="text-sm text-slate-700">{text.pageOf(page, pages)}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {text.next}
      </button>
    </nav>
  );
}
