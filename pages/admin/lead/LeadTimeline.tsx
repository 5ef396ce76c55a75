// A lead's timeline, newest first: notes as written, and each change to its stage (with a lost
// lead's reason), owner, follow-up day or spam state in words, with who and when. Notes keep their
// lines and their own direction, without control characters.
import type { LeadTimelineEntry } from '../../../site/admin-types.js';
import { isLeadStage, spamReasons, type SpamReason } from '../../../site/pipeline/stages.js';
import { withoutControls } from '../../../site/visitor-text.js';
import { isActivityType } from '../../../site/lead-activities.js';
import { contactChannels, type ContactChannel } from '../../../site/pipeline/contact-channels.js';
import { useDayFormat } from '../shared/format-day.js';
import { useSaudiTime } from '../shared/format.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { usePageContext } from '../../../components/page-context.js';
import { sarFormat } from '../shared/format-sar.js';

export function LeadTimeline({ entries }: { entries: LeadTimelineEntry[] }) {
  const t = useAdminT();
  const saudiTime = useSaudiTime();
  const formatDay = useDayFormat();
  const { locale } = usePageContext();
  const sar = sarFormat(locale);
  const stage = (value: string | null) =>
    value && isLeadStage(value) ? t(`admin.pipeline.stages.${value}`) : (value ?? t('admin.pipeline.none'));
  const isContactChannel = (value: string | null): value is ContactChannel =>
    contactChannels.includes(value as ContactChannel);
  const isSpamReason = (value: string | null): value is SpamReason => spamReasons.includes(value as SpamReason);

  // An activity's entry is "<type> <day>[ <time>]" (server/admin/activities/activities.ts), said in words.
  const activityEvent = (entry: LeadTimelineEntry): string => {
    const [type = '', day = '', time] = (entry.to ?? '').split(' ');
    const typeWord = isActivityType(type) ? t(`admin.activities.types.${type}`) : type;
    const what = `${typeWord}, ${formatDay(day)}${time ? ` ${time}` : ''}`;
    const action = ['added', 'done', 'reopened', 'changed'].includes(entry.from ?? '') ? entry.from! : 'changed';
    return t(`admin.pipeline.events.activity.${action as 'added' | 'done' | 'reopened' | 'changed'}`, { what });
  };

  const what = (entry: LeadTimelineEntry): string => {
    switch (entry.kind) {
      case 'note':
        return t('admin.pipeline.events.note');
      case 'stage':
        return t('admin.pipeline.events.stage', { from: stage(entry.from), to: stage(entry.to) });
      case 'owner':
        return entry.to ? t('admin.pipeline.events.assigned', { to: entry.to }) : t('admin.pipeline.events.unassigned');
      case 'follow-up':
        return entry.to
          ? t('admin.pipeline.events.followUpSet', { day: formatDay(entry.to) })
          : t('admin.pipeline.events.followUpCleared');
      case 'value':
        return entry.to === null
          ? t('admin.pipeline.events.valueCleared')
          : t('admin.pipeline.events.valueSet', { value: sar(Number(entry.to)) });
      case 'close-month':
        return entry.to === null
          ? t('admin.pipeline.events.closeMonthCleared')
          : t('admin.pipeline.events.closeMonthSet', { month: entry.to });
      case 'contact':
        return isContactChannel(entry.to) ? t(`admin.pipeline.events.contact.${entry.to}`) : (entry.to ?? '');
      case 'activity':
        return activityEvent(entry);
      case 'spam':
        return entry.to === null
          ? t('admin.pipeline.events.releasedFromSpam')
          : t('admin.pipeline.inSpam', {
              reason: isSpamReason(entry.to) ? t(`admin.pipeline.spamReasons.${entry.to}`) : entry.to,
            });
      // A kind this screen has no words for yet still shows as an entry rather than breaking the list.
      default:
        return entry.kind;
    }
  };

  return (
    <section aria-labelledby="lead-timeline-heading">
      <h3 id="lead-timeline-heading" className="font-bold text-slate-900">
        {t('admin.pipeline.timelineHeading')}
      </h3>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t('admin.pipeline.timelineEmpty')}</p>
      ) : (
        <ol className="mt-2 space-y-3 border-s-2 border-slate-200 ps-4">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p className="text-sm font-semibold text-slate-900">{what(entry)}</p>
              {entry.body ? (
                <p className="mt-1 whitespace-pre-wrap break-words text-slate-800" dir="auto">
                  {entry.kind === 'stage'
                    ? t('admin.pipeline.events.lostBecause', { reason: withoutControls(entry.body) })
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
