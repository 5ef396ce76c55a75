import { CheckCircle2 } from 'lucide-react';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { subsidyPoints } from './home-content.js';

export function SubsidySection() {
  const t = useT();
  return (
    <section aria-labelledby="subsidy-title" className="py-16">
      <div className="container-page">
        <div className="grid gap-8 rounded-3xl bg-plum-500 p-8 text-white sm:p-12 lg:grid-cols-2 lg:items-center">
          <div>
            <p className="text-sm font-bold uppercase tracking-wide text-plum-50">{t('subsidy.eyebrow')}</p>
            <h2 id="subsidy-title" className="mt-2 text-3xl font-bold">
              {t('subsidy.title')}
            </h2>
            <p className="mt-4 text-lg text-white/95">{t('subsidy.text')}</p>
          </div>
          <div>
            <ul className="space-y-3">
              {subsidyPoints.map((key) => (
                <li key={key} className="flex gap-3">
                  <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0" />
                  <span>{t(`subsidy.${key}`)}</span>
                </li>
              ))}
            </ul>
            <LocalLink
              href="/contact"
              className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-bold text-plum-600 hover:bg-plum-50"
            >
              {t('subsidy.button')}
            </LocalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
