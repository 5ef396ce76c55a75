// The keyboard's (and everyone's) way to move a card: "Move to…" opens the other stages as buttons.
// A lost lead needs its reason, which the lead's own form asks for, so "Lost" opens the lead.
import { useState } from 'react';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { AdminLead } from '../../../site/admin-types.js';
import { leadStages, type LeadStage } from '../../../site/pipeline/stages.js';
import { leadAddress } from '../shared/lead-address.js';

const itemClass = 'block w-full rounded px-2 py-1.5 text-start text-sm hover:bg-slate-100 focus:bg-slate-100';

export function MoveMenu({ lead, onMove }: { lead: AdminLead; onMove: (stage: LeadStage) => void }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const [open, setOpen] = useState(false);
  const menuId = `move-menu-${lead.id}`;
  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
        className="min-h-9 rounded-md border border-slate-300 px-2 text-sm font-semibold text-brand-800 hover:bg-slate-50"
      >
        {t('admin.board.moveTo')}
      </button>
      {open ? (
        <ul
          id={menuId}
          aria-label={t('admin.board.moveToNamed', { name: lead.name })}
          className="absolute start-0 z-10 mt-1 w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          {leadStages
            .filter((stage) => stage !== lead.stage)
            .map((stage) => (
              <li key={stage}>
                {stage === 'lost' ? (
                  <a href={leadAddress(lead.id, locale)} className={itemClass}>
                    {t('admin.pipeline.stages.lost')}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={itemClass}
                    onClick={() => {
                      setOpen(false);
                      onMove(stage);
                    }}
                  >
                    {t(`admin.pipeline.stages.${stage}`)}
                  </button>
                )}
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
