// The whole HTML document, rendered by React on the server and hydrated as a whole in the browser,
// so React owns <head> and hoists the page's title, meta and link elements (components/head/Head.tsx) into it.
import type { ComponentType } from 'react';
import type { PageContext } from 'vike/types';
import { IntlProvider } from 'react-intl';
import { localeInfo } from '../site/languages.js';
import type { CompiledMessages } from '../site/message-catalogue.js';
import { Layout } from './Layout.js';
import { PageContextProvider } from '../components/page-context.js';
import './styles.css';

// Missing ids fail the parity test; at run time the id itself is shown, quietly.
const ignoreIntlErrors = () => {};

/** `messages`: those the render may look up; on the server, the recorder that learns which the
 * browser needs (client-messages.ts), in the browser, those it was sent. */
export function Document({ pageContext, messages }: { pageContext: PageContext; messages: CompiledMessages }) {
  const { locale } = pageContext;
  const Page = pageContext.Page as ComponentType | undefined;
  // Admin screens bring their own frame (+Frame.ts: no public header, footer or lead popup).
  const Frame = pageContext.config.Frame ?? Layout;
  return (
    <html lang={locale} dir={localeInfo[locale].dir} className={locale === 'ar' ? 'rtl' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content="#1EA18C" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/logo-192.png" />
      </head>
      <body>
        <PageContextProvider pageContext={pageContext}>
          <IntlProvider
            locale={localeInfo[locale].intlTag}
            defaultLocale="en"
            messages={messages}
            onError={ignoreIntlErrors}
          >
            <Frame>{Page ? <Page /> : null}</Frame>
          </IntlProvider>
        </PageContextProvider>
      </body>
    </html>
  );
}
