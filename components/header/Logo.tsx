// The brand mark: an inline SVG peak (no image request) and the configured company name.
import { usePageContext } from '../page-context.js';
import { LocalLink } from '../ui/LocalLink.js';

export function Logo() {
  const { site, locale } = usePageContext();
  return (
    <LocalLink href="/" className="flex items-center gap-2 rounded-md font-bold text-slate-900">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" fill="#714B67" />
        <path d="M5 24 13 11l4 6 3-4 7 11Z" fill="#1EA18C" />
        <path d="m13 11 4 6-2 3Z" fill="#fff" opacity=".85" />
      </svg>
      <span className="text-lg leading-tight">{site.name[locale]}</span>
    </LocalLink>
  );
}
