// The bar's links to the screens of one place (the screens, or the admin's own settings), from the
// screen table: a link for each screen the signed-in admin may open, the one on show marked current.
// A link that hangs on a role not known yet waits for it.
import { usePageContext } from '../../../components/page-context.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';
import { localizePath } from '../../../site/paths.js';
import { adminScreens, screenAddress, screenShown, type AdminScreen } from '../screens.js';
import { mayOpen } from '../shared/audience.js';
import { useAdminSession } from './AdminSession.js';

const looks: Record<NonNullable<AdminScreen['nav']>['place'], (current: boolean) => string> = {
  screens: (current) =>
    `rounded-md px-3 py-2 text-sm font-semibold ${current ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`,
  own: () => 'text-sm font-semibold text-brand-800 underline',
};

export function ScreenLinks({ place }: { place: 'screens' | 'own' }) {
  const { locale, logicalPath, urlParsed } = usePageContext();
  const { username, role } = useAdminSession();
  const t = useAdminT();
  const viewer = { signedIn: Boolean(username), role };
  const shown = screenShown(logicalPath, urlParsed?.search ?? {}, viewer);
  return (adminScreens as readonly AdminScreen[]).map((screen) => {
    if (screen.nav?.place !== place || mayOpen(screen.who, viewer) !== true) return null;
    const current = screen === shown;
    return (
      <a
        key={screen.name}
        href={screenAddress(screen, (path) => localizePath(path, locale))}
        aria-current={current ? 'page' : undefined}
        className={looks[place](current)}
      >
        {t(screen.nav.label)}
      </a>
    );
  });
}
