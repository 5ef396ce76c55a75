// The line under a lead form that links to the privacy notice, in the page's language.
import { useIntl } from 'react-intl';
import { LocalLink } from '../ui/LocalLink.js';
import { useT } from '../ui/Msg.js';

export function PrivacyNote({ className }: { className: string }) {
  const t = useT();
  const intl = useIntl();
  const link = (
    <LocalLink href="/privacy" className="font-semibold text-brand-800 underline">
      {t('popup.privacyLink')}
    </LocalLink>
  );
  return <p className={className}>{intl.formatMessage({ id: 'popup.privacy' }, { link })}</p>;
}
