// The clients slider: anonymised client descriptions in a slow marquee (CSS only, no JavaScript),
// from the home page's data (each client's city is the one the client facts hold).
// The second copy of the list is hidden from screen readers so each client is announced once.
import { Building2 } from 'lucide-react';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';
import { SectionHeading } from './SectionHeading.js';

export function ClientsSlider() {
  const t = useT();
  const { clients } = useData<Data>();
  const list = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className="flex shrink-0 gap-4 pe-4">
      {clients.map((client) => (
        <li
          key={client}
          className="flex w-72 shrink-0 items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-4 shadow-sm"
        >
          <Building2 aria-hidden="true" className="size-6 shrink-0 text-plum-500" />
          <span className="font-semibold text-slate-800">{client}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="clients-title" className="bg-slate-50 py-16">
      <div className="container-page">
        <SectionHeading
          id="clients-title"
          eyebrow={t('clients.eyebrow')}
          title={t('clients.title')}
          subtitle={t('clients.subtitle')}
        />
      </div>
      <div className="marquee mt-10 overflow-hidden" tabIndex={0} role="region" aria-label={t('clients.title')}>
        <div className="marquee-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <p className="mt-8 text-center">
        <LocalLink
          href="/clients"
          className="font-bold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('clients.viewAll')}
        </LocalLink>
      </p>
    </section>
  );
}
