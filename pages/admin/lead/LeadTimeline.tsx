// A lead's timeline, newest first: notes as written, and each change to its stage (with a lost
// lead's reason), owner, follow-up day or spam state in words, with who and when. Notes keep their
// lines and their own direction, without control characters.
import { pipelineCopies } from '../../../locales/admin/pipeline.js';
import type { LeadTimelineEntry } from '../../../site/admin-types.js';
import { isLeadStage, spamReasons, type SpamReason } from '../../../site/pipeline/stages.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { useDayFormat } from '../shared/format-day.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminCopy } from '../shared/useAdminCopy.js';

export function LeadTimeline({ entries }: { entries: LeadTimelineEntry[] }) {
  const text = useAdminCopy(pipelineCopies);
  const saudiTime = useSaudiTime();
  const formatDay = useDayFormat();
  const stage = (value: string | null) => (value && isLeadStage(value) ? text.stages[value] : (value ?? text.none));
  const isSpamReason = (value: string | null): value is SpamReason => spamReasons.includes(value as SpamReason);

  const what = (entry: LeadTimelineEntry): string => {
    switch (entry.kind) {
      case 'note':
        return text.events.note;
      case 'stage':
        return text.events.stage(stage(entry.from), stage(entry.to));
      case 'owner':
        return entry.to ? text.events.assigned(entry.to) : text.events.unassigned;
      case 'follow-up':
        return entry.to ? text.events.followUpSet(formatDay(entry.to)) : text.events.followUpCleared;
      case 'spam':
        return entry.to === null
          ? text.events.releasedFromSpam
          : text.inSpam(isSpamReason(entry.to) ? text.spamReasons[entry.to] : entry.to);
    }
  };

  return (
    <section aria-labelledby="lead-timeline-heading">
      <h3 id="lead-timeline-heading" className="font-bold text-slate-900">
        {text.timelineHeading}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{text.timelineEmpty}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-s-2 border-slate-200 ps-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="text-sm font-semibold text-slate-900">{what(entry)}</p>
              {entry.body ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" dir="auto">
                  {entry.kind === 'stage'
                    ? text.events.lostBecause(withoutControls(entry.body))
                    : withoutControls(entry.body)}
                </p>
              ) : null}
              <p className="mt-0.5 text-xs text-slate-600">
                <bdi>{entry.actor}</bdi> · {saudiTime(entry.at)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
