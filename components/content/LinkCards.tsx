// A grid of cards that each lead to a page: the sub-pages of a family, related pages, resources.
import { ArrowRight } from 'lucide-react';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';

export interface LinkCard {
  href: string;
  title: string;
  text: string;
  /** A plain-only page (the expert profile): the same path in both languages, never under /ar. */
  plain?: boolean;
}

interface Props {
  id: string;
  heading: string;
  cards: LinkCard[];
}

const stretched =
  'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-plum-500';

export function LinkCards({ id, heading, cards }: Props) {
  const t = useT();
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <li
            key={card.href}
            className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
          >
            <h3 className="text-lg font-bold text-slate-900">
              {/* The whole card is clickable through the stretched link; the text stays selectable. */}
              {card.plain ? (
                <a href={card.href} className={stretched}>
                  {card.title}
                </a>
              ) : (
                <LocalLink href={card.href} className={stretched}>
                  {card.title}
                </LocalLink>
              )}
            </h3>
            <p className="mt-2 flex-1 text-slate-700">{card.text}</p>
            <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-800">
              {t('common.learnMore')}
              <ArrowRight className="size-4 flip-rtl" />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
