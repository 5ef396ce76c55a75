// A plain link to the same page in the other language: /about <-> /ar/about, / <-> /ar.
// It works without JavaScript and crawlers follow it.
import { isPlainOnly, localizePath } from '../../site/paths.js';
import { isErrorPage, usePageContext } from '../page-context.js';
import { useT } from '../ui/Msg.js';
import { Languages } from 'lucide-react';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const pageContext = usePageContext();
  const { locale, logicalPath } = pageContext;
  const t = useT();
  const other = locale === 'en' ? 'ar' : 'en';
  // Only a page that exists has a counterpart: a 404 or error page (whose path is whatever the
  // visitor typed, such as /ar/%5Cevil.example) and plain-only pages (no Arabic version) offer
  // the other language's home page. The link is never built from a path no route matched.
  const target =
    isErrorPage(pageContext) || logicalPath.startsWith('/__') || isPlainOnly(logicalPath)
      ? '/'
      : // An article written only in Arabic has no English version (its English path may even be
        // another article's alias): English readers get the blog.
        pageContext.data?.head?.arabicOnly
        ? '/blog'
        : logicalPath;
  const href = localizePath(target, other);
  return (
    <a
      href={href}
      hrefLang={other}
      lang={other}
      aria-label={t('language.switchLabel')}
      className={`inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-800 ${className}`}
    >
      <Languages aria-hidden="true" className="size-4" />
      {/* The other language's name in the system font: on English pages the Arabic web font would
          otherwise be downloaded (45 KB) for this one word. */}
      <span className="font-[system-ui,sans-serif]">{t('language.switchTo')}</span>
    </a>
  );
}
