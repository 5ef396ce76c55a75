// The @font-face unicode-range descriptor, both ways: written from a font's code points at build
// time, read back by the tests that check what the served faces cover.

/** [0x20, 0x60c, 0x60d, 0x60e] -> "U+20, U+60C-60E" */
export function toUnicodeRange(codePoints: Iterable<number>): string {
  const ranges: Array<[number, number]> = [];
  for (const code of [...new Set(codePoints)].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === code - 1) last[1] = code;
    else ranges.push([code, code]);
  }
  const hex = (code: number) => code.toString(16).toUpperCase();
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

/** "U+20, U+60C-60E, U+4??" -> a test of whether a code point is inside. */
export function parseUnicodeRange(descriptor: string): (codePoint: number) => boolean {
  const ranges = descriptor.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(first.replace(/\?/g, '0'), 16), parseInt(last.replace(/\?/g, 'F'), 16)] as const;
  });
  return (codePoint) => ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
