// One page of the SEO check: pass or fail with the reasons, and what a crawler reads from it. What the
// page declares is shown in its own language and direction, and addresses and names left to right, so
// an Arabic screen does not move an English title's punctuation or a URL's slashes.
import type { ReactNode } from 'react';
import { useAdminT, type AdminT } from '../../components/ui/useAdminT.js';
import { localeInfo, type Locale } from '../../site/languages.js';
import type { SeoRow } from '../../site/seo-report.js';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1.5 sm:grid-cols-[8.5rem_1fr]">
      {/* Capitals and letter spacing for Latin labels only: spacing pulls Arabic's joined letters apart,
          and the Arabic screen's Latin terms (hreflang, JSON-LD) keep the case they are written in. */}
      <dt className="text-xs font-semibold text-slate-600 ltr:uppercase ltr:tracking-wide">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

const withLength = (value: string | null, locale: Locale, t: AdminT) =>
  value === null ? (
    <em className="text-red-700">{t('admin.seo.missing')}</em>
  ) : (
    <>
      <bdi lang={locale} dir={localeInfo[locale].dir}>
        {value}
      </bdi>{' '}
      <span className="text-slate-600">({t('admin.seo.chars', { count: [...value].length })})</span>
    </>
  );

const leftToRight = (value: ReactNode) => <bdi dir="ltr">{value}</bdi>;

export function SeoRowCard({ row }: { row: SeoRow }) {
  const t = useAdminT();
  const hreflang = Object.entries(row.hreflang);
  return (
    <li
      className={`rounded-xl border bg-white p-4 ${row.pass ? 'border-slate-200' : 'border-red-300'}`}
      data-testid="seo-row"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ${row.pass ? 'bg-brand-100 text-brand-900' : 'bg-red-100 text-red-800'}`}
        >
          {row.pass ? t('admin.seo.pass') : t('admin.seo.fail')}
        </span>
        <a href={row.path} className="break-all font-semibold text-brand-800 underline" dir="ltr">
          {row.path}
        </a>
        <span className="text-xs text-slate-600">
          {t(`admin.seo.languages.${row.locale}`)} · <span dir="ltr">HTTP {row.status}</span>
        </span>
      </div>
      {row.reasons.length ? (
        <div className="mt-2 rounded-md bg-red-50 p-2">
          <p className="text-xs font-semibold text-red-800">{t('admin.seo.reasons')}</p>
          <ul className="ms-4 list-disc text-sm text-red-800">
            {row.reasons.map((reason) => (
              <li key={reason} className="break-words">
                <bdi lang="en" dir="ltr">
                  {reason}
                </bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className="mt-2 divide-y divide-slate-100">
        <Item label={t('admin.seo.title')}>{withLength(row.title, row.locale, t)}</Item>
        <Item label={t('admin.seo.description')}>{withLength(row.description, row.locale, t)}</Item>
        <Item label={t('admin.seo.canonical')}>
          {row.canonical ? leftToRight(row.canonical) : <em className="text-red-700">{t('admin.seo.missing')}</em>}
        </Item>
        <Item label={t('admin.seo.hreflang')}>
          {hreflang.length ? leftToRight(hreflang.map(([lang]) => lang).join(', ')) : t('admin.seo.none')} ·{' '}
          {row.reciprocal ? (
            t('admin.seo.reciprocal')
          ) : (
            <strong className="text-red-700">{t('admin.seo.notReciprocal')}</strong>
          )}
        </Item>
        <Item label={t('admin.seo.jsonLd')}>
          {row.jsonLd.length
            ? row.jsonLd.map((f, i) => (
                <span key={`${f.type}-${i}`} className="me-2 inline-block">
                  {leftToRight(f.type)}{' '}
                  {f.missing.length ? (
                    <span className="text-red-700">
                      ({t('admin.seo.missing')}: {leftToRight(f.missing.join(', '))})
                    </span>
                  ) : (
                    <span className="text-brand-800">✓</span>
                  )}
                </span>
              ))
            : t('admin.seo.none')}
        </Item>
        <Item label={t('admin.seo.h1')}>{row.h1Count}</Item>
      </dl>
    </li>
  );
}
