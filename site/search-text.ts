// One spelling for text the inbox searches, used for the key stored with every lead and for what an
// admin types, so the two meet however either was written:
// - digits of any script (Arabic-Indic ٠١٢, Persian ۰۱۲, fullwidth …) become Latin;
// - Arabic letter variants an admin types interchangeably are one letter: أ إ آ ٱ → ا, ة → ه, ى → ي,
//   and the hamza carriers ؤ → و and ئ → ي (مسؤول, مسئول and مسوول are all typed for one word); the
//   Persian keyboard's ی and ک are Arabic ي and ك;
// - harakat and every other combining mark (Latin accents too: é → e) and the tatweel go;
// - case is folded and runs of spaces are one space.
import { toLatinDigits } from './lead-schema.js';

const letterVariants: Record<string, string> = {
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
};
const variantPattern = new RegExp(`[${Object.keys(letterVariants).join('')}]`, 'g');

/** The searchable spelling of `text`. */
export function normaliseSearchText(text: string): string {
  return (
    toLatinDigits(text)
      // Compatibility forms (Arabic presentation forms, fullwidth Latin) become the plain letters;
      // the decomposition then sets hamzas, maddas and accents apart as marks, which go.
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/\u0640/g, '')
      .replace(variantPattern, (letter) => letterVariants[letter]!)
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim()
  );
}
