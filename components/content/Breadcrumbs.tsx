// The visible trail above a content page's h1; the same list feeds the BreadcrumbList JSON-LD.
import { ChevronRight } from 'lucide-react';
import type { Crumb } from '../head/copy-page-data.js';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = useT();
  return (
    <nav aria-label={t('common.breadcrumb')} className="text-sm text-white/90">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="line-clamp-1 max-w-[16rem] font-semibold sm:max-w-md">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <LocalLink href={crumb.path} className="underline-offset-2 hover:underline">
                    {crumb.name}
                  </LocalLink>
                  {/* The separator points the reading direction: right in English, left in Arabic. */}
                  <ChevronRight aria-hidden="true" className="size-4 shrink-0 flip-rtl" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
