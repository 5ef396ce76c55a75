// The call to action closing every article: a consultation request on /contact.
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';

export function ArticleCta() {
  const t = useT();
  return (
    <section
      aria-labelledby="cta-heading"
      className="mt-14 rounded-3xl bg-slate-900 p-8 text-center text-white sm:p-10"
    >
      <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
        {t('blog.cta.heading')}
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{t('blog.cta.text')}</p>
      <LocalLink
        href="/contact"
        className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
      >
        {t('blog.cta.button')}
      </LocalLink>
    </section>
  );
}
