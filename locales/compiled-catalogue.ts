// What the UI messages (messages.ts) and the admin's words (admin-messages.ts) share: a catalogue's
// texts parsed into ICU trees once, on the server, so the browser never needs formatjs' parser
// (vite-plugins/intl-for-browser.ts), and one translator per language for code outside React.
import { createIntl, createIntlCache } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import { localeInfo, type Locale } from '../site/languages.js';
import type { CompiledMessages } from '../site/message-catalogue.js';

export const compileMessages = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

/** A message in words by its id, its arguments filled in. */
export type TranslateIds<Id extends string> = (id: Id, values?: Record<string, string | number>) => string;

const cache = createIntlCache();

/**
 * One translator per language, the same function for every request: the messages never change
 * while the server runs, and a render asks for its language's translator in several hooks. Frozen,
 * since every request shares it.
 */
export function translatorsOf<Id extends string>(
  compiled: Record<Locale, CompiledMessages>,
): Record<Locale, TranslateIds<Id>> {
  const translatorOf = (locale: Locale): TranslateIds<Id> => {
    const intl = createIntl(
      { locale: localeInfo[locale].intlTag, messages: compiled[locale], onError: () => {} },
      cache,
    );
    return Object.freeze((id: Id, values?: Record<string, string | number>) => intl.formatMessage({ id }, values));
  };
  return { en: translatorOf('en'), ar: translatorOf('ar') };
}
