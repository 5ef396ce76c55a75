// What the browser bundle of react-intl leaves out, in client builds only (the server keeps the
// libraries as published): all of it but the few calls the browser makes.
import type { Plugin } from 'vite';

// The server sends messages already parsed (locales/messages.ts), so the browser never needs
// formatjs' ICU parser: swap it for its no-parser build.
const withoutParser: Plugin = {
  name: 'intl-without-parser',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (id !== '@formatjs/icu-messageformat-parser' || options?.ssr) return null;
    return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
  },
};

// Two checks of the locale that only cost time in the browser:
// - createIntl() asks Intl.NumberFormat/DateTimeFormat.supportedLocalesOf whether the browser has
//   data for the language. Every browser ships English and Arabic, yet that first call builds the
//   list of every available locale: 20 to 45 ms of main thread on a desktop.
// - every IntlMessageFormat resolves its locale to an Intl.Locale at construction. Only the message
//   parser (server only, messages arrive parsed) and resolvedOptions() (unused) read it, while
//   formatting uses the locale as given; resolving "ar-SA-u-nu-latn" loads ICU's Unicode-extension
//   data, another 12 to 35 ms. The library already skips it where Intl.Locale is missing.
// Both land in the middle of hydration, a long task of 150 ms and more on a slow phone. The build
// fails if formatjs changes this code, so the saving is never silently lost (or silently wrong).
const LOCALE_CHECK_REWRITES: Array<{ file: RegExp; from: string; to: string }> = [
  {
    file: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    from: '!Intl.NumberFormat.supportedLocalesOf(locale).length && onError',
    to: 'false',
  },
  {
    file: /[\\/]@formatjs[\\/]intl[\\/]index\.js$/,
    from: '!Intl.DateTimeFormat.supportedLocalesOf(locale).length && onError',
    to: 'false',
  },
  {
    file: /[\\/]intl-messageformat[\\/]index\.js$/,
    from: 'if (typeof Intl.Locale === "undefined") return;',
    to: 'return;',
  },
];

const withoutLocaleDataCheck: Plugin = {
  name: 'intl-without-locale-data-check',
  applyToEnvironment: (environment) => environment.config.consumer === 'client',
  transform(code, id) {
    const rewrites = LOCALE_CHECK_REWRITES.filter((rewrite) => rewrite.file.test(id));
    for (const { from, to } of rewrites) {
      if (!code.includes(from))
        this.error(`formatjs changed: "${from}" not found in ${id}; see vite-plugins/intl-for-browser.ts`);
      code = code.replace(from, to);
    }
    return rewrites.length ? code : null;
  },
};

// The browser formats only messages parsed on the server, and numbers: a small stand-in for
// react-intl does that (components/ui/intl-in-browser.tsx), and formatjs stays on the server.
const browserIntl: Plugin = {
  name: 'react-intl-in-browser',
  enforce: 'pre',
  async resolveId(id, importer, options) {
    if (id !== 'react-intl' || options?.ssr) return null;
    return this.resolve('/components/ui/intl-in-browser.tsx', importer, { skipSelf: true });
  },
};

export function intlForBrowser(): Plugin[] {
  return [browserIntl, withoutParser, withoutLocaleDataCheck];
}
