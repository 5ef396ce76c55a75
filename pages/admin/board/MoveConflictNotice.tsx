// A move refused because a colleague saved the lead first: their version (now on the board) beside
// the move asked for, with a button to make it again on their version.
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { MoveConflict } from './useMoveCard.js';

export function MoveConflictNotice({
  conflict,
  onRetry,
  onDismiss,
}: {
  conflict: MoveConflict;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const t = useAdminT();
  return (
    <div role="alert" className="space-y-2 rounded-lg border border-amber-400 bg-amber-50 p-3 text-slate-900">
      <p className="font-bold">{t('admin.pipeline.conflictTitle')}</p>
      <p>
        {t('admin.board.conflictTheirs', {
          name: conflict.theirs.name,
          stage: t(`admin.pipeline.stages.${conflict.theirs.stage}`),
        })}
      </p>
      <p>{t('admin.board.conflictYours', { stage: t(`admin.pipeline.stages.${conflict.wanted}`) })}</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-lg bg-brand-700 px-3 font-semibold text-white"
        >
          {t('admin.board.conflictRetry')}
        </button>
        <button
          type="button"
          onClick={onDismiss}
          className="min-h-11 rounded-lg border border-slate-300 px-3 font-semibold"
        >
          {t('admin.board.conflictKeep')}
        </button>
      </div>
    </div>
  );
}
