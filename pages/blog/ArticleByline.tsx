// Author, publication and update dates, and reading time under an article's title. Dates arrive
// formatted by the server (Intl with en-SA / ar-SA-u-nu-latn), so hydration sees the same text.
import { CalendarDays, Clock, RefreshCw, UserRound } from 'lucide-react';
import { usePageContext } from '../../components/page-context.js';
import { useT } from '../../components/ui/Msg.js';

interface Props {
  published: string;
  publishedLabel: string;
  updated: string;
  updatedLabel: string;
  readingMinutes: number;
}

export function ArticleByline({ published, publishedLabel, updated, updatedLabel, readingMinutes }: Props) {
  const t = useT();
  const { site, locale } = usePageContext();
  const item = 'flex items-center gap-1.5';
  return (
    // One item per line on phones, so the web font arriving cannot re-wrap the list and shift the page.
    <ul className="mt-6 flex flex-col gap-x-6 gap-y-2 text-sm text-white/95 sm:flex-row sm:flex-wrap">
      <li className={item}>
        <UserRound aria-hidden="true" className="size-4" />
        {t('blog.author', { author: site.blogAuthor[locale] })}
      </li>
      <li className={item}>
        <CalendarDays aria-hidden="true" className="size-4" />
        <span>
          {t('blog.published')} <time dateTime={published}>{publishedLabel}</time>
        </span>
      </li>
      {updated !== published ? (
        <li className={item}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <span>
            {t('blog.updated')} <time dateTime={updated}>{updatedLabel}</time>
          </span>
        </li>
      ) : null}
      <li className={item}>
        <Clock aria-hidden="true" className="size-4" />
        {t('blog.readingTime', { minutes: readingMinutes })}
      </li>
    </ul>
  );
}
