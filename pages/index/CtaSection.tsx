import { Phone } from 'lucide-react';
import { telLink } from '../../site/contact-links.js';
import { usePageContext } from '../../components/page-context.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';

export function CtaSection() {
  const t = useT();
  const { site } = usePageContext();
  return (
    <section aria-labelledby="cta-title" className="py-16">
      <div className="container-page">
        <div className="rounded-3xl bg-gradient-to-br from-brand-800 to-plum-500 p-8 text-center text-white sm:p-12">
          <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/95">{t('cta.text')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LocalLink
              href="/contact"
              className="rounded-lg bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
            >
              {t('cta.button')}
            </LocalLink>
            <a
              href={telLink(site.phoneDigits)}
              className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-white px-6 py-3 font-bold hover:bg-white/10"
            >
              <Phone aria-hidden="true" className="size-5" />
              {t('cta.call')} <span dir="ltr">{site.phoneDisplay}</span>
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
