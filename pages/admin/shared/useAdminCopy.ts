// The words of an admin component, in the language of the screen it is on (/admin English,
// /ar/admin Arabic; pageContext.locale says which).
//
// How the admin's words are kept, one section per screen part (frame, login, inbox, lead, audit,
// erasure, export, seo, warnings …):
//   site/admin-copy/<section>.ts   the section's shape, declared once: an interface of strings, and
//                                  functions for anything counted or filled in (plurals with
//                                  englishPlural / arabicPlural from site/admin-copy/plural.ts, which
//                                  give Arabic its six forms)
//   locales/en/admin/<section>.ts  `export const <section>: <Section>Copy = { … }`
//   locales/ar/admin/<section>.ts  the same keys in Arabic: formal, the reader addressed in the plural
//                                  of respect («أدخلوا»), the glossary of docs/content-style.md, Latin
//                                  digits; a lead is «عميل محتمل»
//   locales/admin/<section>.ts     `export const <section>Copies: AdminCopies<…> = { en, ar }`
// A component then reads `const copy = useAdminCopy(inboxCopies)`; a +data hook, which runs outside
// React, reads `inboxCopies[pageContext.locale]`. A missing key in either language fails the type
// check, and tests/unit/admin-copy.test.ts fails on English words in the Arabic copy.
import type { AdminCopies } from '../../../site/admin-copy/copies.js';
import { usePageContext } from '../../../components/page-context.js';

export function useAdminCopy<Copy>(copies: AdminCopies<Copy>): Copy {
  return copies[usePageContext().locale];
}
