// The contact page: the form, other ways to reach us, and what happens next. Only the form runs
// in the browser; the words around it are static regions.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { ContactForm } from './ContactForm.js';
import { BrandIcon } from '../../components/ui/brand-icons.js';
import { useT } from '../../components/ui/Msg.js';
import { chatLink, telLink } from '../../site/contact-links.js';
import { usePageContext } from '../../components/page-context.js';
import { Static } from '../../components/Static.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { NationalAddress } from '../../components/content/NationalAddress.js';

export default function Page() {
  return (
    <>
      <Static id="contact-header">{import.meta.env.SSR ? () => <ContactHeader /> : undefined}</Static>
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[3fr_2fr]">
        <ContactForm />
        <Static id="contact-details">{import.meta.env.SSR ? () => <ContactDetails /> : undefined}</Static>
      </div>
    </>
  );
}

function ContactHeader() {
  const t = useT();
  return (
    <header className="bg-gradient-to-br from-brand-800 to-plum-500 text-white">
      <div className="container-page py-12 sm:py-16">
        <h1 className="text-3xl font-bold sm:text-4xl">{t('contact.title')}</h1>
        <p className="mt-4 max-w-2xl text-lg text-white/95">{t('contact.lead')}</p>
      </div>
    </header>
  );
}

function ContactDetails() {
  const { site } = usePageContext();
  const t = useT();
  const rows = [
    { icon: MapPin, label: t('footer.address'), value: <NationalAddress /> },
    { icon: Mail, label: t('footer.email'), value: site.email, href: `mailto:${site.email}` },
    { icon: Phone, label: t('footer.phone'), value: site.phoneDisplay, href: telLink(site.phoneDigits), ltr: true },
    { icon: Clock, label: t('contact.details.hoursLabel'), value: t('contact.details.hours') },
  ];
  return (
    <aside className="space-y-8">
      <section aria-labelledby="details-title" className="rounded-2xl bg-slate-50 p-6">
        <h2 id="details-title" className="text-xl font-bold text-slate-900">
          {t('contact.details.title')}
        </h2>
        <dl className="mt-4 space-y-4">
          {rows.map(({ icon: Icon, label, value, href, ltr }) => (
            // A group holds only its term and definition (the icon sits inside the term), as
            // assistive technology expects of a description list.
            <div key={label} className="relative ps-8">
              <dt className="text-sm font-semibold text-slate-600">
                <Icon aria-hidden="true" className="absolute start-0 top-1 size-5 text-brand-700" />
                {label}
              </dt>
              <dd className="text-slate-900">
                {href ? (
                  <a
                    href={href}
                    dir={ltr ? 'ltr' : undefined}
                    className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                  >
                    {value}
                  </a>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
        <a
          href={chatLink(site.chatDigits, t('floating.chatMessage'))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-lg bg-[#1f7a45] px-4 py-3 font-bold text-white hover:bg-[#17613a]"
        >
          <BrandIcon network="whatsapp" />
          {t('contact.details.whatsapp')}
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      </section>
      <section aria-labelledby="pricing-title" className="rounded-2xl border border-slate-200 p-6">
        <h2 id="pricing-title" className="text-xl font-bold text-slate-900">
          {t('contact.pricing.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('contact.pricing.text')}</p>
        <LocalLink
          href="/pricing"
          className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('contact.pricing.link')}
        </LocalLink>
      </section>
      <section aria-labelledby="next-title">
        <h2 id="next-title" className="text-xl font-bold text-slate-900">
          {t('contact.next.title')}
        </h2>
        <ol className="mt-4 space-y-4">
          {(['step1', 'step2', 'step3'] as const).map((step, index) => (
            <li key={step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              >
                {index + 1}
              </span>
              <p className="text-slate-700">{t(`contact.next.${step}`)}</p>
            </li>
          ))}
        </ol>
      </section>
    </aside>
  );
}
