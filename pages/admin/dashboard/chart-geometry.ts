// Small geometry for the dashboard's SVG charts: a value axis with round ticks, text anchors for a
// physical edge whatever the text's direction, and labels cut to the room they have.

/** A round top for the value axis and its ticks: 0, step, 2·step … ≥ max. */
export function valueTicks(max: number, wanted = 4): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / wanted;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power;
  const roundStep = step < 1 ? 1 : step;
  const ticks: number[] = [];
  for (let value = 0; value < max + roundStep; value += roundStep) ticks.push(value);
  return ticks;
}

export type TextDirection = 'ltr' | 'rtl';

/** SVG's text-anchor follows the text's direction ("start" is the right edge of right-to-left text);
 * this gives the anchor that puts a given physical edge of the text at its x. */
export function anchorAt(edge: 'left' | 'right', direction: TextDirection): 'start' | 'end' {
  return (edge === 'left') === (direction === 'ltr') ? 'start' : 'end';
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F]/;

/** The direction of a text's first strong letter (as dir="auto" decides), else the screen's. */
export function directionOf(text: string, fallback: TextDirection): TextDirection {
  for (const character of text) {
    if (RIGHT_TO_LEFT.test(character)) return 'rtl';
    if (LEFT_TO_RIGHT.test(character)) return 'ltr';
  }
  return fallback;
}

/** About how wide a label of 12px IBM Plex is: enough to keep labels apart, not to typeset. */
export const textWidth = (text: string, fontSize = 12) => text.length * fontSize * 0.58;

/** The text, cut with an ellipsis to fit `width` pixels. */
export function fitText(text: string, width: number, fontSize = 12): string {
  if (textWidth(text, fontSize) <= width) return text;
  const keep = Math.max(1, Math.floor(width / (fontSize * 0.58)) - 1);
  return `${text.slice(0, keep)}…`;
}
