// Server-side access to the UI messages. Messages are parsed into ICU ASTs once here, so the
// browser bundle ships react-intl without its message parser (vite.config.ts aliases it away for
// the client), and only the messages a page's browser components show are sent to the browser (in
// its page context, renderer/render-document.tsx).
import { createIntl, createIntlCache } from '@formatjs/intl';
import { parse } from '@formatjs/icu-messageformat-parser';
import arMessages from './ar/messages.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import type { MessageId } from './message-ids.js';
import { localeInfo, type Locale } from '../site/languages.js';
import type { CompiledMessages } from '../site/message-catalogue.js';

const compile = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

export const sourceMessages: Record<Locale, Record<string, string>> = { en: enMessages, ar: arMessages };
export const messagesByLocale: Record<Locale, CompiledMessages> = { en: compile(enMessages), ar: compile(arMessages) };

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** Whether a string names a message (a zod rule's message does; a server's sentence does not). */
export const isMessageId = (id: string): id is MessageId => id in sourceMessages.en;

const cache = createIntlCache();

function translatorOf(locale: Locale): Translate {
  const intl = createIntl(
    { locale: localeInfo[locale].intlTag, messages: messagesByLocale[locale], onError: () => {} },
    cache,
  );
  return (id, values) => intl.formatMessage({ id }, values);
}

// Built once per language: the messages never change while the server runs, and a render asks for
// its language's translator in several hooks. Frozen, since every request shares it.
const translators: Record<Locale, Translate> = {
  en: Object.freeze(translatorOf('en')),
  ar: Object.freeze(translatorOf('ar')),
};

/** The language's translator, the same function for every request. */
export const translator = (locale: Locale): Translate => translators[locale];
