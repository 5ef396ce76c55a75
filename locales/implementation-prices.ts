// The words for the prices held in site/implementation-prices.ts, so page copy builds each sentence
// from the one table: "SAR 40,000 to 120,000", «من 40,000 إلى 120,000 ريال», always followed in the
// same sentence by whether VAT is included (docs/content-style.md).
import type { Locale } from '../site/languages.js';
import {
  itemPrices,
  projectPrices,
  type PriceRange,
  type PricedItem,
  type ProjectSize,
} from '../site/implementation-prices.js';

/** Latin digits and a thousands comma in both languages, as the articles write them: 40,000. */
export const sarAmount = (n: number): string => n.toLocaleString('en-US');

/** A range in SAR: "SAR 40,000 to 120,000", "SAR 400,000 and above", "SAR 25,000 to 100,000 or more";
 * «من 40,000 إلى 120,000 ريال»، «400,000 ريال فأكثر»، «من 25,000 إلى 100,000 ريال أو أكثر». */
export function sarRange({ from, to, orMore }: PriceRange, locale: Locale): string {
  if (locale === 'ar') {
    if (to === null) return `${sarAmount(from)} ريال فأكثر`;
    return `من ${sarAmount(from)} إلى ${sarAmount(to)} ريال${orMore ? ' أو أكثر' : ''}`;
  }
  if (to === null) return `SAR ${sarAmount(from)} and above`;
  return `SAR ${sarAmount(from)} to ${sarAmount(to)}${orMore ? ' or more' : ''}`;
}

/** One amount: "SAR 5,000", «5,000 ريال». */
export const sarPrice = (n: number, locale: Locale): string =>
  locale === 'ar' ? `${sarAmount(n)} ريال` : `SAR ${sarAmount(n)}`;

/** What follows every price: our estimates exclude VAT. */
export const excludingVat: Record<Locale, string> = {
  en: 'excluding VAT',
  ar: 'غير شاملة ضريبة القيمة المضافة',
};

/** The same with the rate, where a figure with VAT stands beside it. */
export const includingVat: Record<Locale, string> = {
  en: 'including 15% VAT',
  ar: 'شاملة ضريبة القيمة المضافة 15%',
};

/** A project size's range: "SAR 120,000 to 400,000". */
export const projectPriceText = (size: ProjectSize, locale: Locale): string => sarRange(projectPrices[size], locale);

/** An item's range: "SAR 10,000 to 60,000". */
export const itemPriceText = (item: PricedItem, locale: Locale): string => sarRange(itemPrices[item], locale);
