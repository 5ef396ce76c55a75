// /admin?board: the pipeline as columns of cards, one per stage, under the same filter (the same
// address keys) as the list. Columns follow the page's direction (a flex row), so in Arabic the first
// stage is on the right without reversing any list. On a phone one column shows at a time. A card
// moves by dragging it to another column or by its "Move to…" menu; both make the same change.
import { useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { AdminLead } from '../../../site/admin-types.js';
import { openStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { useFilterInAddress } from '../inbox/filters-in-address.js';
import { FiltersDisclosure } from '../inbox/FiltersDisclosure.js';
import { filterQuery } from '../inbox/lead-filter.js';
import { LeadFilters } from '../inbox/LeadFilters.js';
import { ListBoardSwitch } from '../inbox/ListBoardSwitch.js';
import { useOwners } from '../inbox/useOwners.js';
import { BoardCard } from './BoardCard.js';
import { BoardColumnView } from './BoardColumnView.js';
import { BoardDragArea } from './BoardDragArea.js';
import { DraggableCard } from './DraggableCard.js';
import { MoveConflictNotice } from './MoveConflictNotice.js';
import { leadAddress } from '../shared/lead-address.js';
import { MoveMenu } from './MoveMenu.js';
import { StagePicker } from './StagePicker.js';
import { useBoard } from './useBoard.js';
import { useMoveCard } from './useMoveCard.js';
import { LoadFailed } from '../shared/LoadFailed.js';

export function BoardScreen() {
  const t = useAdminT();
  const [filter, setFilter] = useFilterInAddress();
  const owners = useOwners();
  const { status, columns, setColumns, reload, loadMore } = useBoard(filter);
  const { move, said, conflict, dismiss } = useMoveCard(setColumns);
  const [shown, setShown] = useState<LeadStage>('new');
  const { locale } = usePageContext();
  // A lost lead needs its reason, which the lead's own form asks for: a card dropped on Lost opens it.
  const drop = (lead: AdminLead, stage: LeadStage) =>
    stage === 'lost' ? window.location.assign(leadAddress(lead.id, locale)) : void move(lead, stage);
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">{t('admin.board.heading')}</h1>
          <p className="hidden text-sm text-slate-700 sm:block">{t('admin.board.dragHint')}</p>
        </div>
        <ListBoardSwitch shown="board" query={filterQuery(filter)} />
      </div>
      <FiltersDisclosure filter={filter} mustOpen={false}>
        <LeadFilters applied={filter} owners={owners} onApply={setFilter} errors={{}} withSort={false} />
      </FiltersDisclosure>
      {status === 'failed' ? <LoadFailed message={t('admin.board.failed')} onRetry={reload} /> : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
      {conflict ? (
        <MoveConflictNotice
          conflict={conflict}
          onRetry={() => void move(conflict.theirs, conflict.wanted)}
          onDismiss={dismiss}
        />
      ) : null}
      {columns ? (
        <>
          <StagePicker stages={columns.map((c) => c.stage)} value={shown} onChange={setShown} />
          <BoardDragArea onDrop={drop}>
            <div className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-2">
              {columns.map((column) => (
                <BoardColumnView
                  key={column.stage}
                  column={column}
                  folded={!openStages.includes(column.stage)}
                  hidden={column.stage !== shown}
                  onMore={() => void loadMore(column.stage)}
                  renderCard={(lead) => (
                    <DraggableCard lead={lead}>
                      <BoardCard lead={lead}>
                        {lead.odooLeadId === null ? (
                          <MoveMenu lead={lead} onMove={(stage) => void move(lead, stage)} />
                        ) : null}
                      </BoardCard>
                    </DraggableCard>
                  )}
                />
              ))}
            </div>
          </BoardDragArea>
        </>
      ) : null}
    </section>
  );
}
