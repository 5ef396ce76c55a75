// The admin's words: a catalogue of their own (locales/{en,ar}/admin-messages.json) beside the UI
// messages, in the same ICU format, so a visitor's page never carries them. An admin screen gets its
// language's whole admin catalogue with its messages (renderer/render-document.tsx), since most of
// them show only once a call has answered, and its components read them with useAdminT
// (components/ui/useAdminT.ts). Server code (a +data hook's head, the CSV's header row, the
// invitation email) uses adminTranslator().
//
// How the texts are written:
// - ids are "admin.<part of the screens>.<name>": frame, login, secondFactor, accounts, inbox,
//   pipeline, lead, odoo, erasure, audit, export, csv, dashboard, seo, warnings;
// - a value from a closed list (a stage, a role, an audit action) has one id per value, which the
//   component builds from the value's type (`admin.pipeline.stages.${stage}`), so a value without
//   its words fails the typecheck;
// - counted words are ICU plurals, with all six Arabic forms (zero, one, two, few, many, other);
//   the count is written {count} inside them, as digits without a thousands separator, and # only
//   where the number is grouped ("More than 10,000 leads");
// - Arabic is formal and addresses the reader in the plural of respect (docs/content-style.md), with
//   Latin digits; a lead is «عميل محتمل». Latin text inside an Arabic sentence (a username, an
//   address, a command) is isolated between U+2068 and U+2069 so it keeps its order.
// tests/unit/admin-messages.test.ts checks both languages have the same ids and arguments, every
// Arabic plural has its six forms, and the Arabic holds no English.
import arAdminMessages from './ar/admin-messages.json' with { type: 'json' };
import enAdminMessages from './en/admin-messages.json' with { type: 'json' };
import type { AdminMessageId } from './admin-message-ids.js';
import { compileMessages, translatorsOf, type TranslateIds } from './compiled-catalogue.js';
import type { Locale } from '../site/languages.js';
import type { CompiledMessages } from '../site/message-catalogue.js';

// Typed against the English ids, so an id missing from the Arabic fails the typecheck.
const arabic: Record<AdminMessageId, string> = arAdminMessages;

export const adminSourceMessages: Record<Locale, Record<AdminMessageId, string>> = {
  en: enAdminMessages,
  ar: arabic,
};

export const adminMessagesByLocale: Record<Locale, CompiledMessages> = {
  en: compileMessages(enAdminMessages),
  ar: compileMessages(arabic),
};

export type AdminTranslate = TranslateIds<AdminMessageId>;

const translators = translatorsOf<AdminMessageId>(adminMessagesByLocale);

/** The admin's words in a language, for code outside React; the same function for every request. */
export const adminTranslator = (locale: Locale): AdminTranslate => translators[locale];
