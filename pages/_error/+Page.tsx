// The not-found page in the visitor's language, and a short error page for anything else.
import { ArrowLeft, Home } from 'lucide-react';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import { usePageContext } from '../../components/page-context.js';

export default function Page() {
  const { is404 } = usePageContext();
  const t = useT();
  if (!is404) {
    return (
      <section className="container-page py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">{t('error.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('error.text')}</p>
      </section>
    );
  }
  return (
    <section className="container-page py-20 text-center">
      <p aria-hidden="true" className="text-7xl font-bold text-brand-500">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <LocalLink
          href="/"
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-3 font-bold text-white hover:bg-brand-800"
        >
          <Home aria-hidden="true" className="size-5" />
          {t('notFound.home')}
        </LocalLink>
        {/* "Go Back" links to / as well, not to the browser history: it works without JavaScript and never leaves the site. */}
        <LocalLink
          href="/"
          className="inline-flex items-center justify-center gap-2 rounded-lg border-2 border-brand-700 px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="flip-rtl size-5" />
          {t('notFound.back')}
        </LocalLink>
      </div>
      <p className="mx-auto mt-12 max-w-xl rounded-2xl bg-plum-50 p-5 text-plum-600">{t('notFound.promo')}</p>
    </section>
  );
}
