// An article's sharing card, 1200 × 630 PNG: the brand mark and name, the article's category and its
// title in the article's language, set from the reading side (right in Arabic). Drawn as SVG and
// rasterized by resvg, with every word as outlines from shaped-line.ts.
import { Resvg } from '@resvg/resvg-js';
import { SHARING_IMAGE_SIZE } from '../../../site/sharing-image.js';
import { shapeLine, type ShapedLine } from './shaped-line.js';

const { width: WIDTH, height: HEIGHT } = SHARING_IMAGE_SIZE;
const MARGIN = 80;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
// The title takes the largest size whose lines fit the band between the category and the footer;
// the longest titles step down to the smallest size and lose what does not fit.
const TITLE_SIZES = [68, 60, 54, 48, 44];
const TITLE_BAND = { top: 236, bottom: 520 };
const LINE_HEIGHT = 1.3;
const linesThatFit = (size: number) =>
  Math.floor((TITLE_BAND.bottom - TITLE_BAND.top - size) / (size * LINE_HEIGHT)) + 1;

export interface ArticleCardText {
  direction: 'ltr' | 'rtl';
  title: string;
  category: string;
  brand: string;
  /** The line under the title, e.g. "Certified Odoo Silver Partner · Blog". */
  footer: string;
}

// Greedy word wrap, measured by shaping each candidate line.
export async function wrap(
  text: string,
  size: number,
  direction: 'ltr' | 'rtl',
  maxWidth = TEXT_WIDTH,
): Promise<ShapedLine[]> {
  const lines: ShapedLine[] = [];
  let current = '';
  let shaped: ShapedLine | undefined;
  for (const word of text.split(/\s+/u)) {
    const candidate = current ? `${current} ${word}` : word;
    const attempt = await shapeLine(candidate, size, direction);
    if (attempt.width <= maxWidth || !current) {
      current = candidate;
      shaped = attempt;
    } else {
      lines.push(shaped!);
      current = word;
      shaped = await shapeLine(word, size, direction);
    }
  }
  if (shaped) lines.push(shaped);
  return lines;
}

async function titleLines(title: string, direction: 'ltr' | 'rtl') {
  for (const size of TITLE_SIZES) {
    const lines = await wrap(title, size, direction);
    if (lines.length <= linesThatFit(size) || size === TITLE_SIZES.at(-1))
      return { size, lines: lines.slice(0, linesThatFit(size)) };
  }
  throw new Error('unreachable');
}

// x of a line's left edge: from the left margin in English, from the right margin in Arabic.
const startX = (line: ShapedLine, direction: 'ltr' | 'rtl', indent = 0) =>
  direction === 'rtl' ? WIDTH - MARGIN - indent - line.width : MARGIN + indent;

export const place = (line: ShapedLine, x: number, baseline: number, fill: string) =>
  `<g transform="translate(${x.toFixed(1)} ${baseline.toFixed(1)})" fill="${fill}">${line.path}</g>`;

const MARK_SIZE = 64;
// The site's mark (public/favicon.svg), `size` px square.
export const mark = (x: number, y: number, size = MARK_SIZE) =>
  `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="#714B67"/><path d="M5 24 13 11l4 6 3-4 7 11Z" fill="#1EA18C"/><path d="m13 11 4 6-2 3Z" fill="#fff" opacity=".85"/></g>`;

// The brand's gradient with soft ridges along the bottom, shared by every card.
export const CARD_BACKGROUND = [
  '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#167A6A"/><stop offset="0.55" stop-color="#1f5d5f"/><stop offset="1" stop-color="#5a3a55"/></linearGradient></defs>',
  `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
  `<path d="M0 560 L170 470 L330 545 L520 430 L700 520 L860 455 L1040 535 L1200 470 L1200 630 L0 630Z" fill="#ffffff" opacity="0.06"/>`,
].join('');

export const pngOf = (svg: string): Buffer => new Resvg(svg).render().asPng();

export async function articleCardSvg(text: ArticleCardText): Promise<string> {
  const { direction } = text;
  const brand = await shapeLine(text.brand, 34, direction);
  const category = await shapeLine(text.category, 26, direction);
  const footer = await shapeLine(text.footer, 26, direction);
  const title = await titleLines(text.title, direction);

  const markX = direction === 'rtl' ? WIDTH - MARGIN - MARK_SIZE : MARGIN;
  const brandX = startX(brand, direction, MARK_SIZE + 22);
  const pillPadding = 18;
  const pillWidth = category.width + 2 * pillPadding;
  const pillX = direction === 'rtl' ? WIDTH - MARGIN - pillWidth : MARGIN;

  const lineHeight = title.size * LINE_HEIGHT;
  const firstBaseline = TITLE_BAND.top + title.size;
  const titleSvg = title.lines
    .map((line, i) => place(line, startX(line, direction), firstBaseline + i * lineHeight, '#ffffff'))
    .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    CARD_BACKGROUND,
    mark(markX, 64),
    place(brand, brandX, 64 + MARK_SIZE / 2 + 12, '#ffffff'),
    `<rect x="${pillX}" y="150" width="${pillWidth.toFixed(1)}" height="46" rx="23" fill="#ffffff" opacity="0.16"/>`,
    place(category, pillX + pillPadding, 182, '#ffffff'),
    titleSvg,
    `<rect x="${direction === 'rtl' ? WIDTH - MARGIN - 72 : MARGIN}" y="${HEIGHT - 92}" width="72" height="4" rx="2" fill="#ffffff" opacity="0.9"/>`,
    place(footer, startX(footer, direction), HEIGHT - 48, '#e6f2ef'),
    '</svg>',
  ].join('');
}

export async function articleCardPng(text: ArticleCardText): Promise<Buffer> {
  return pngOf(await articleCardSvg(text));
}
