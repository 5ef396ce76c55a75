// The site footer: about line and the partnership's proof, quick links, Odoo services links, the
// national address, email, phone, social links, the copyright line with the current year, and the
// privacy notice.
import { Mail, MapPin, Phone } from 'lucide-react';
import { telLink } from '../../site/contact-links.js';
import { usePageContext } from '../page-context.js';
import { BrandIcon } from '../ui/brand-icons.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';
import { footerQuickLinks, footerServiceLinks, type NavLink } from '../header/nav-items.js';
import { currentYear } from '../../site/current-year.js';
import { NationalAddress } from '../content/NationalAddress.js';

function LinkList({ title, links }: { title: string; links: NavLink[] }) {
  const t = useT();
  return (
    <div>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-3 space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <LocalLink href={link.href} className="text-slate-300 hover:text-white hover:underline">
              {t(link.labelId)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Footer() {
  const { site, locale } = usePageContext();
  const t = useT();
  const year = currentYear();
  // The company's registration numbers, which a buyer of ZATCA services expects to see.
  const registration = [
    site.commercialRegistration ? t('footer.cr', { number: site.commercialRegistration }) : null,
    site.vatNumber ? t('footer.vat', { number: site.vatNumber }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{site.name[locale]}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('footer.about')}</p>
          <p className="mt-4 inline-block rounded-md bg-white/10 px-3 py-1 text-sm font-semibold text-white">
            {t('common.partnerBadge')}
          </p>
          {site.partner ? (
            // The badge can be checked: how many consultants Odoo certified, and the company's page in
            // Odoo's own partner directory.
            <p className="mt-2 text-sm">
              {t('partner.consultants', { count: site.partner.certifiedConsultants })}
              {' · '}
              <a
                href={site.partner.directoryUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="underline underline-offset-2 hover:text-white"
              >
                {t('partner.directory')}
                <span className="sr-only"> {t('common.opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </div>
        <LinkList title={t('footer.quickLinks')} links={footerQuickLinks} />
        <LinkList title={t('footer.services')} links={footerServiceLinks} />
        <div>
          <h2 className="text-base font-bold text-white">{t('footer.contact')}</h2>
          <address className="mt-3 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">{t('footer.address')}: </span>
                <NationalAddress />
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${site.email}`} className="hover:text-white hover:underline">
                <span className="sr-only">{t('footer.email')}: </span>
                {site.email}
              </a>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={telLink(site.phoneDigits)} className="hover:text-white hover:underline" dir="ltr">
                <span className="sr-only">{t('footer.phone')}: </span>
                {site.phoneDisplay}
              </a>
            </p>
          </address>
          {site.social.length ? <h2 className="mt-6 text-base font-bold text-white">{t('footer.follow')}</h2> : null}
          <ul className="mt-3 flex flex-wrap gap-2">
            {site.social.map((s) => (
              <li key={s.network}>
                <a
                  href={s.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`social.${s.network}`)} ${t('common.opensInNewTab')}`}
                  className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand-700"
                >
                  <BrandIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{t('footer.rights', { year, company: withoutFinalPeriod(site.legalName[locale]) })}</p>
            {registration.length ? (
              <p className="mt-1 text-slate-400">
                {registration.map((line, index) => (
                  <span key={line}>
                    {index > 0 ? ' · ' : null}
                    <span className="whitespace-nowrap">{line}</span>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <LocalLink href="/privacy" className="hover:text-white hover:underline">
            {t('footer.privacy')}
          </LocalLink>
        </div>
      </div>
    </footer>
  );
}

// The copyright message puts its own period after the name; "Co." must not become "Co..".
function withoutFinalPeriod(name: string): string {
  return name.replace(/\.$/, '');
}
