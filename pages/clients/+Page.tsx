// /clients: anonymised client stories by sector and city, and what clients say (no brand names).
import { Building2, MapPin, Quote } from 'lucide-react';
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, stories, testimonials } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <section aria-labelledby="stories-title" className="mt-14">
        <h2 id="stories-title" className="text-2xl font-bold text-slate-900">
          {t('clientsPage.storiesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {stories.map((story) => (
            <li key={story.summary} className="rounded-2xl border border-slate-200 p-5">
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-brand-800">
                <span className="inline-flex items-center gap-1.5">
                  <Building2 aria-hidden="true" className="size-4" />
                  {story.sector}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4" />
                  {story.city}
                </span>
              </p>
              <p className="mt-3 text-slate-700">{story.summary}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="testimonials-title" className="mt-14">
        <h2 id="testimonials-title" className="text-2xl font-bold text-slate-900">
          {t('clientsPage.testimonialsTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {testimonials.map((item) => (
            <li key={item.quote}>
              <figure className="h-full rounded-2xl bg-plum-50 p-6">
                <Quote aria-hidden="true" className="size-7 text-plum-500 flip-rtl" />
                <blockquote className="mt-3 text-lg text-slate-800">{item.quote}</blockquote>
                <figcaption className="mt-4 text-sm text-slate-700">
                  <span className="font-bold text-slate-900">{item.role}</span>, {item.company}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>
    </CopyArticle>
  );
}
