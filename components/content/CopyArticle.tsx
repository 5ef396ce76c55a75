// Renders one page's copy (locales/page-copy.ts): h1 and lead, sections, steps, deliverables,
// questions and a call to action. Every content family uses it, so all pages share one structure;
// the ads landing page composes its parts around its form.
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Crumb } from '../head/copy-page-data.js';
import type { PageCopy } from '../../locales/page-copy.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { Breadcrumbs } from './Breadcrumbs.js';
import { CopyHeader } from './CopyHeader.js';

interface Props {
  copy: PageCopy;
  crumbs?: Crumb[];
  /** Anchor ids for sections by index, e.g. { 4: 'zatca' } for /services#zatca. */
  sectionIds?: Record<number, string>;
  /** Content placed before the sections (the expert's profile card). */
  intro?: ReactNode;
  /** Content placed between the sections and the steps (cards of sub-pages, forms, maps …). */
  children?: ReactNode;
  ctaHref?: string;
}

export function CopyArticle(props: Props) {
  return (
    <article>
      <CopyHeader>
        <CopyHeading {...props} />
      </CopyHeader>
      <CopyBody {...props} />
    </article>
  );
}

export function CopyHeading({ copy, crumbs }: Props) {
  return (
    <div>
      {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
      <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-bold sm:text-4xl">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-white/95">
        <LeadText copy={copy} />
      </p>
    </div>
  );
}

/** The lead, with the page it names (if any) linked where its words are. */
function LeadText({ copy }: { copy: PageCopy }) {
  const at = copy.leadLink ? copy.lead.indexOf(copy.leadLink.text) : -1;
  if (!copy.leadLink || at === -1) return copy.lead;
  const { text, href } = copy.leadLink;
  return (
    <>
      {copy.lead.slice(0, at)}
      <LocalLink href={href} className="font-semibold text-white underline underline-offset-4">
        {text}
      </LocalLink>
      {copy.lead.slice(at + text.length)}
    </>
  );
}

export function CopyBody({ copy, intro, sectionIds = {}, children, ctaHref = '/contact' }: Props) {
  const t = useT();
  return (
    <div className="container-page py-12">
      {intro}
      <div className="max-w-3xl space-y-10">
        {copy.sections.map((section, index) => (
          <section key={section.heading} id={sectionIds[index]} aria-labelledby={`section-${index}`}>
            <h2 id={`section-${index}`} className="text-2xl font-bold text-slate-900">
              {section.heading}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p.slice(0, 40)} className="mt-3 text-lg leading-relaxed text-slate-700">
                {p}
              </p>
            ))}
            {section.bullets ? (
              <ul className="mt-4 space-y-2">
                {section.bullets.map((b) => (
                  <li key={b} className="flex gap-2 text-slate-700">
                    <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-600" />
                    <span>{b}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      {children}
      {copy.steps ? (
        <section aria-labelledby="steps-title" className="mt-14">
          <h2 id="steps-title" className="text-2xl font-bold text-slate-900">
            {copy.steps.heading}
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-2">
            {copy.steps.items.map((step, index) => (
              <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-1 text-slate-700">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {copy.deliverables ? (
        <section aria-labelledby="deliverables-title" className="mt-14 rounded-2xl bg-brand-50 p-6 sm:p-8">
          <h2 id="deliverables-title" className="text-2xl font-bold text-slate-900">
            {copy.deliverables.heading}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {copy.deliverables.items.map((item) => (
              <li key={item} className="flex gap-2 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {copy.faqs.length > 0 ? (
        <section aria-labelledby="faq-title" className="mt-14 max-w-3xl">
          <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
            {t('content.faqTitle')}
          </h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200">
            {copy.faqs.map((faq) => (
              <details key={faq.q} className="group p-5">
                <summary className="cursor-pointer list-none font-bold text-slate-900 marker:hidden">
                  <span className="flex items-center justify-between gap-4">
                    {faq.q}
                    <span aria-hidden="true" className="text-xl text-brand-700 transition group-open:rotate-45">
                      +
                    </span>
                  </span>
                </summary>
                <p className="mt-3 text-slate-700">{faq.a}</p>
              </details>
            ))}
          </div>
        </section>
      ) : null}
      <section
        aria-labelledby="cta-heading"
        className="mt-14 rounded-3xl bg-slate-900 p-8 text-center text-white sm:p-10"
      >
        <h2 id="cta-heading" className="text-2xl font-bold sm:text-3xl">
          {copy.cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-200">{copy.cta.text}</p>
        <LocalLink
          href={ctaHref}
          className="mt-6 inline-block rounded-lg bg-white px-6 py-3 font-bold text-brand-800 hover:bg-brand-50"
        >
          {copy.cta.button}
        </LocalLink>
      </section>
    </div>
  );
}
