// English or Arabic for the admin screens. Signed in, the choice is stored on the admin's account
// (PUT /api/admin/language) before the screen reloads in the other language, since the server sends
// each admin to the language on their account whatever link they follow. On the sign-in screen there
// is no account yet: a plain link to the other language's sign-in screen.
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { sessionOver } from '../api/admin-api-error.js';
import { setLanguage } from '../api/own-account.js';
import { usePageContext } from '../../../components/page-context.js';
import { useAdminSession } from './AdminSession.js';
import { screenInLanguage } from './screen-in-language.js';
import { useAdminT } from '../../../components/ui/useAdminT.js';

const look =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-brand-800';

export function AdminLanguageSwitch() {
  const pageContext = usePageContext();
  const { locale, logicalPath } = pageContext;
  const { username, expired } = useAdminSession();
  const t = useAdminT();
  const [failed, setFailed] = useState(false);
  const other = locale === 'en' ? 'ar' : 'en';
  // The other language's name in the system font: on English screens the Arabic web font would
  // otherwise be downloaded for this one word.
  const label = (
    <>
      <Languages aria-hidden="true" className="size-4" />
      <span lang={other} className="font-[system-ui,sans-serif]">
        {t('admin.frame.otherLanguage')}
      </span>
    </>
  );

  if (!username) {
    const href = screenInLanguage(logicalPath, pageContext.urlParsed.searchOriginal ?? '', other, {
      askForEnglish: true,
    });
    return (
      <a href={href} hrefLang={other} className={look}>
        {label}
      </a>
    );
  }

  const change = async () => {
    setFailed(false);
    try {
      await setLanguage(other);
    } catch (error) {
      if (sessionOver(error)) return expired();
      return setFailed(true);
    }
    window.location.assign(screenInLanguage(logicalPath, window.location.search, other, { askForEnglish: false }));
  };
  return (
    <>
      <button type="button" onClick={() => void change()} className={look}>
        {label}
      </button>
      {failed ? (
        <p role="alert" className="basis-full text-sm font-medium text-red-800">
          {t('admin.frame.switchFailed')}
        </p>
      ) : null}
    </>
  );
}
