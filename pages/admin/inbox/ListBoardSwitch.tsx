// The same leads as a list or as a board: two links beside the heading that keep the address's
// filter, so a salesperson narrowed to their own leads sees the same leads either way.
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { BOARD_PARAM } from '../../../site/admin-routes.js';
import { localizePath } from '../../../site/paths.js';

const linkClass =
  'inline-flex min-h-9 items-center rounded-md px-3 font-semibold text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white';

export function ListBoardSwitch({ shown, query }: { shown: 'list' | 'board'; query: string }) {
  const t = useAdminT();
  const { locale } = usePageContext();
  const admin = localizePath('/admin', locale);
  const list = query ? `${admin}?${query}` : admin;
  const board = `${admin}?${BOARD_PARAM}${query ? `&${query}` : ''}`;
  return (
    <nav aria-label={t('admin.inbox.showAs')} className="inline-flex rounded-lg border border-slate-300 bg-white p-1">
      <a href={list} aria-current={shown === 'list' ? 'page' : undefined} className={linkClass}>
        {t('admin.inbox.asList')}
      </a>
      <a href={board} aria-current={shown === 'board' ? 'page' : undefined} className={linkClass}>
        {t('admin.inbox.asBoard')}
      </a>
    </nav>
  );
}
