// On a phone the board shows one column at a time: this picks which.
import { useAdminT } from '../../../components/ui/useAdminT.js';
import type { LeadStage } from '../../../site/pipeline/stages.js';

export function StagePicker({
  stages,
  value,
  onChange,
}: {
  stages: readonly LeadStage[];
  value: LeadStage;
  onChange: (stage: LeadStage) => void;
}) {
  const t = useAdminT();
  return (
    <label className="flex items-center gap-2 sm:hidden">
      <span className="font-semibold text-slate-800">{t('admin.board.stagePicker')}</span>
      <select
        value={value}
        onChange={(event) => onChange(event.target.value as LeadStage)}
        className="min-h-11 rounded-lg border border-slate-300 bg-white px-2"
      >
        {stages.map((stage) => (
          <option key={stage} value={stage}>
            {t(`admin.pipeline.stages.${stage}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
