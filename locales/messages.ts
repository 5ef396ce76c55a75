// Server-side access to the UI messages. Messages are parsed into ICU ASTs once here, so the
// browser bundle ships react-intl without its message parser (vite.config.ts aliases it away for
// the client), and only the messages a page's browser components show are sent to the browser (in
// its page context, renderer/render-document.tsx).
import arMessages from './ar/messages.json' with { type: 'json' };
import enMessages from './en/messages.json' with { type: 'json' };
import { compileMessages, translatorsOf, type TranslateIds } from './compiled-catalogue.js';
import type { MessageId } from './message-ids.js';
import type { Locale } from '../site/languages.js';
import type { CompiledMessages } from '../site/message-catalogue.js';

export const sourceMessages: Record<Locale, Record<string, string>> = { en: enMessages, ar: arMessages };
export const messagesByLocale: Record<Locale, CompiledMessages> = {
  en: compileMessages(enMessages),
  ar: compileMessages(arMessages),
};

export type Translate = TranslateIds<MessageId>;

/** Whether a string names a message (a zod rule's message does; a server's sentence does not). */
export const isMessageId = (id: string): id is MessageId => id in sourceMessages.en;

const translators = translatorsOf<MessageId>(messagesByLocale);

/** The language's translator, the same function for every request. */
export const translator = (locale: Locale): Translate => translators[locale];
