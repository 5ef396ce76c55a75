// A stage's column: its name, how many leads and their value, its cards and "load more". Won and lost
// come folded (their totals only) and open on demand. Every column, folded or not, takes a dropped card.
import { useDroppable } from '@dnd-kit/core';
import { useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { AdminLead } from '../../../site/admin-types.js';
import type { BoardColumn } from '../../../site/admin-types.js';
import { sarFormat } from '../shared/format-sar.js';

interface Props {
  column: BoardColumn;
  folded: boolean;
  hidden: boolean;
  onMore: () => void;
  renderCard: (lead: AdminLead) => React.ReactNode;
}

export function BoardColumnView({ column, folded, hidden, onMore, renderCard }: Props) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const [open, setOpen] = useState(!folded);
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  const headingId = `board-column-${column.stage}`;
  // At desktop widths the open columns share the row and folded ones stay narrow, so won and lost
  // are in view at 1280 px without scrolling.
  const width = folded && !open ? 'sm:w-72 lg:w-40' : 'sm:w-72 lg:w-auto lg:min-w-48 lg:flex-1';
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-stage={column.stage}
      data-drop-target={isOver || undefined}
      className={`w-[85vw] max-w-xs shrink-0 snap-start flex-col gap-2 rounded-xl p-2 ${width} ${isOver ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-slate-100'} ${hidden ? 'hidden sm:flex' : 'flex'}`}
    >
      <header className="px-1">
        <h2 id={headingId} className="font-bold text-slate-900">
          {folded ? (
            <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="hover:underline">
              {t(`admin.pipeline.stages.${column.stage}`)}
            </button>
          ) : (
            t(`admin.pipeline.stages.${column.stage}`)
          )}
        </h2>
        <p className="text-sm text-slate-700">{t('admin.board.count', { count: column.count })}</p>
        <p className="text-sm font-semibold text-slate-800">{sarFormat(locale)(column.valueSar)}</p>
      </header>
      {open ? (
        <ul className="flex flex-col gap-2">
          {column.cards.map((lead) => (
            <li key={lead.id}>{renderCard(lead)}</li>
          ))}
          {column.cards.length === 0 ? <li className="px-1 text-sm text-slate-600">{t('admin.board.empty')}</li> : null}
        </ul>
      ) : null}
      {open && column.nextCursor ? (
        <button
          type="button"
          onClick={onMore}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-brand-800 hover:bg-slate-50"
        >
          {t('admin.board.loadMore')}
        </button>
      ) : null}
    </section>
  );
}
