// The address of the same admin screen in the other language, keeping what the address asks for
// (?lead=42). `lang=en` is what keeps a visitor on the English sign-in screen when their browser
// prefers Arabic; an admin's own choice is remembered on their account instead, so it is left out.
import type { Locale } from '../../../site/languages.js';
import { localizePath } from '../../../site/paths.js';

export function screenInLanguage(
  logicalPath: string,
  search: string,
  locale: Locale,
  { askForEnglish }: { askForEnglish: boolean },
): string {
  const params = new URLSearchParams(search);
  params.delete('lang');
  if (askForEnglish && locale === 'en') params.set('lang', 'en');
  const query = params.toString();
  return localizePath(logicalPath, locale) + (query ? `?${query}` : '');
}
