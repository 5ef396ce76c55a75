// /locations: the map and, beside it, each region with its cities and their pages.
import { MapPin } from 'lucide-react';
import { CopyArticle } from '../../components/content/CopyArticle.js';
import { KingdomMap } from './KingdomMap.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { copy, crumbs, regions, names, home } = useData<Data>();
  const t = useT();
  return (
    <CopyArticle copy={copy} crumbs={crumbs}>
      <section aria-labelledby="regions-title" className="mt-14 grid items-start gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-4">
          <KingdomMap
            title={t('locations.mapTitle')}
            description={t('locations.mapDescription')}
            names={names}
            home={home}
          />
          <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full bg-plum-500" />
              {t('locations.legendHome')}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className="size-3 rounded-full bg-brand-700" />
              {t('locations.legendOther')}
            </span>
          </p>
        </div>
        <div>
          <h2 id="regions-title" className="text-2xl font-bold text-slate-900">
            {t('locations.regionsTitle')}
          </h2>
          <div className="mt-4 space-y-5">
            {regions.map((region) => (
              <section
                key={region.id}
                aria-labelledby={`region-${region.id}`}
                className="rounded-2xl border border-slate-200 p-5"
              >
                <h3 id={`region-${region.id}`} className="flex items-center gap-2 text-lg font-bold text-slate-900">
                  <MapPin aria-hidden="true" className="size-5 text-brand-700" />
                  {region.name}
                </h3>
                <p className="mt-2 text-slate-700">{region.summary}</p>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {region.cities.flatMap((city) =>
                    city.pages.length > 0
                      ? city.pages.map((page) => (
                          <li key={page.href}>
                            <LocalLink
                              href={page.href}
                              className="inline-block rounded-full border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                            >
                              {page.title}
                            </LocalLink>
                          </li>
                        ))
                      : [
                          <li key={city.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                            {city.name}
                          </li>,
                        ],
                  )}
                </ul>
              </section>
            ))}
          </div>
        </div>
      </section>
    </CopyArticle>
  );
}
