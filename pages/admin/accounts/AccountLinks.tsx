// The bar's links to the account screens: "Accounts" for an admin whose role manages accounts, and
// "My account" for every signed-in admin.
import { usePageContext } from '../../../components/page-context.js';
import { ACCOUNTS_PARAM, OWN_ACCOUNT_PARAM } from '../../../site/admin-routes.js';
import { localizePath } from '../../../site/paths.js';
import { useAdminSession } from '../frame/AdminSession.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

export function AccountLinks() {
  const { locale, urlParsed } = usePageContext();
  const { username, can } = useAdminSession();
  const t = useAdminT();
  if (!username) return null;
  const search = urlParsed?.search ?? {};
  const link = (param: string, label: string) => (
    <a
      href={`${localizePath('/admin', locale)}?${param}`}
      aria-current={search[param] !== undefined ? 'page' : undefined}
      className="text-sm font-semibold text-brand-800 underline"
    >
      {label}
    </a>
  );
  return (
    <>
      {can('manageAccounts') ? link(ACCOUNTS_PARAM, t('admin.accounts.list.link')) : null}
      {link(OWN_ACCOUNT_PARAM, t('admin.accounts.own.link'))}
    </>
  );
}
