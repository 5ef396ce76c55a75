// Moving a card to another stage: a change of the lead made on the version the board shows. The card
// moves at once; a refusal because a colleague saved the lead first (409) puts their version back in
// its column and keeps the move asked for, so the admin can look and try again. Every outcome is said
// in a live region, for those who do not see the card move.
import { useCallback, useState } from 'react';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { AdminLead } from '../../../site/admin-types.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';
import type { BoardColumn } from '../../../site/admin-types.js';
import { changeLead } from '../api/leads.js';

export interface MoveConflict {
  theirs: AdminLead;
  wanted: LeadStage;
}

/** The columns with the lead taken out of wherever it was and put first in its own stage's column,
 * each column's count and value following it. */
export const placed = (columns: BoardColumn[], lead: AdminLead): BoardColumn[] =>
  columns.map((column) => {
    const before = column.cards.find((card) => card.id === lead.id);
    const rest = column.cards.filter((card) => card.id !== lead.id);
    const gets = column.stage === lead.stage;
    const change = (gets ? 1 : 0) - (before ? 1 : 0);
    return {
      ...column,
      cards: gets ? [lead, ...rest] : rest,
      count: column.count + change,
      valueSar: column.valueSar - (before?.valueSar ?? 0) + (gets ? (lead.valueSar ?? 0) : 0),
    };
  });

export function useMoveCard(setColumns: (change: (current: BoardColumn[]) => BoardColumn[]) => void) {
  const t = useAdminT();
  const [said, setSaid] = useState('');
  const [conflict, setConflict] = useState<MoveConflict | null>(null);

  const move = useCallback(
    async (lead: AdminLead, stage: LeadStage) => {
      if (lead.stage === stage || lead.odooLeadId !== null) return;
      setConflict(null);
      const stageName = t(`admin.pipeline.stages.${stage}`);
      setColumns((current) => placed(current, { ...lead, stage }));
      try {
        const answer = await changeLead(lead.id, { version: lead.version, stage });
        if ('saved' in answer) {
          setColumns((current) => placed(current, answer.saved));
          setSaid(t('admin.board.moved', { name: lead.name, stage: stageName }));
        } else {
          setColumns((current) => placed(current, answer.conflict));
          setConflict({ theirs: answer.conflict, wanted: stage });
          setSaid(t('admin.pipeline.conflictTitle'));
        }
      } catch {
        setColumns((current) => placed(current, lead));
        setSaid(t('admin.board.moveFailed', { name: lead.name }));
      }
    },
    [setColumns, t],
  );

  return { move, said, conflict, dismiss: () => setConflict(null) };
}
