// The site's own sharing card, 1200 × 630 PNG, for every page without a picture of its own: the mark,
// the partner headline in English and Arabic, and the company's name and city from the profile.
import { SHARING_IMAGE_SIZE } from '../../../site/sharing-image.js';
import { CARD_BACKGROUND, mark, place, pngOf, wrap } from './article-card.js';
import { shapeLine } from './shaped-line.js';

const { width: WIDTH, height: HEIGHT } = SHARING_IMAGE_SIZE;
const MARK = 112;

export interface BrandCardText {
  headline: { en: string; ar: string };
  /** The small line at the bottom, e.g. "Qimma Digital · Odoo ERP implementation · Dammam". */
  footer: string;
}

export async function brandCardPng(text: BrandCardText): Promise<Buffer> {
  const english = await wrap(text.headline.en, 60, 'ltr', 840);
  const arabic = await wrap(text.headline.ar, 54, 'rtl', 960);
  const footer = await shapeLine(text.footer, 26, 'ltr');
  const centered = (width: number) => (WIDTH - width) / 2;
  let baseline = 70 + MARK + 90;
  const lines: string[] = [];
  for (const line of english) {
    lines.push(place(line, centered(line.width), baseline, '#ffffff'));
    baseline += 72;
  }
  baseline += 26;
  for (const line of arabic) {
    lines.push(place(line, centered(line.width), baseline, '#ffffff'));
    baseline += 70;
  }
  const rule = baseline - 10;
  return pngOf(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
      CARD_BACKGROUND,
      mark((WIDTH - MARK) / 2, 56, MARK),
      ...lines,
      `<rect x="${WIDTH / 2 - 34}" y="${rule}" width="68" height="4" rx="2" fill="#ffffff" opacity="0.9"/>`,
      place(footer, centered(footer.width), rule + 56, '#e6f2ef'),
      '</svg>',
    ].join(''),
  );
}
