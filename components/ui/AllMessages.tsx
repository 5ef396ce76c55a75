// Server side: gives a static region the whole message catalogue of the page's language, so the
// messages it shows are not counted among those the browser needs (renderer/client-messages.ts).
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { usePageContext } from '../page-context.js';

const ignoreIntlErrors = () => {};

export function AllMessages({ children }: { children: ReactNode }) {
  const { allMessages } = usePageContext();
  const { locale } = useIntl();
  if (!allMessages) return children;
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={allMessages} onError={ignoreIntlErrors}>
      {children}
    </IntlProvider>
  );
}
