// A grid of icon cards (services, why us, solutions, strengths); cards with a link get an arrow
// that points the reading way.
import { ArrowRight } from 'lucide-react';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import type { Card } from './home-content.js';

export function CardGrid({ cards, columns = 'lg:grid-cols-3' }: { cards: Card[]; columns?: string }) {
  const t = useT();
  return (
    <ul className={`mt-10 grid gap-5 sm:grid-cols-2 ${columns}`}>
      {cards.map(({ key, icon: Icon, href, titleId, textId }) => (
        <li
          key={key}
          className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-500 hover:shadow-md"
        >
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900">
            {href ? (
              <LocalLink href={href} className="after:absolute after:inset-0 hover:text-brand-800">
                {t(titleId)}
              </LocalLink>
            ) : (
              t(titleId)
            )}
          </h3>
          <p className="mt-2 flex-1 text-slate-700">{t(textId)}</p>
          {href ? (
            <span
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
            >
              {t('common.learnMore')}
              <ArrowRight className="flip-rtl size-4" />
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
