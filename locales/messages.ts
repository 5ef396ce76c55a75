// Server-side access to the UI messages. Messages are parsed into ICU ASTs once here, so the
// browser bundle ships react-intl without its message parser (vite.config.ts aliases it away for
// the client), and only the active language's messages are sent to the browser (via pageContext).
import { createIntl, createIntlCache } from '@formatjs/intl';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import arMessages from './ar/messages.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import type { MessageId } from './message-ids.js';
import { localeInfo, type Locale } from '../site/languages.js';

export type CompiledMessages = Record<string, MessageFormatElement[]>;

const compile = (messages: Record<string, string>): CompiledMessages =>
  Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, parse(text)]));

export const sourceMessages: Record<Locale, Record<string, string>> = { en: enMessages, ar: arMessages };
export const messagesByLocale: Record<Locale, CompiledMessages> = { en: compile(enMessages), ar: compile(arMessages) };

const cache = createIntlCache();
const intls = {
  en: createIntl({ locale: localeInfo.en.intlTag, messages: messagesByLocale.en, onError: () => {} }, cache),
  ar: createIntl({ locale: localeInfo.ar.intlTag, messages: messagesByLocale.ar, onError: () => {} }, cache),
};

export type Translate = (id: MessageId, values?: Record<string, string | number>) => string;

/** Whether a string names a message (a zod rule's message does; a server's sentence does not). */
export const isMessageId = (id: string): id is MessageId => id in sourceMessages.en;

export function translator(locale: Locale): Translate {
  const intl = intls[locale];
  return (id, values) => intl.formatMessage({ id }, values);
}
