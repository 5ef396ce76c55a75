// The sharing cards draw their words as outlines. Arabic must come out joined, as a reader writes it,
// and mixed Arabic and Latin lines must keep each script's reading order.
import { describe, expect, it } from 'vitest';
import { shapeLine } from '../../server/media/sharing-image/shaped-line.js';

const outlinesOf = (path: string) => [...path.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);

describe('sharing card text', () => {
  it('joins Arabic letters: inside a word most letters take their joined forms, not the forms they have alone', async () => {
    for (const word of ['السعودية', 'الفوترة', 'المبيعات']) {
      const joined = outlinesOf((await shapeLine(word, 60, 'rtl')).path);
      const alone = new Set(
        (await Promise.all([...word].map((letter) => shapeLine(letter, 60, 'rtl')))).flatMap((shaped) =>
          outlinesOf(shaped.path),
        ),
      );
      expect(joined.length, word).toBeGreaterThan(0);
      expect(joined.filter((outline) => !alone.has(outline)).length, word).toBeGreaterThan(joined.length / 2);
    }
  });

  it('draws every letter of a mixed Arabic and Latin title', async () => {
    const line = await shapeLine('أودو 19 مقابل SAP', 60, 'rtl');
    const arabic = await shapeLine('أودو مقابل', 60, 'rtl');
    const latin = await shapeLine('19 SAP', 60, 'ltr');
    // Each run drawn once, from the right face: the whole is as wide as its parts (plus a space).
    expect(line.width).toBeGreaterThan(arabic.width + latin.width - 1);
    expect(line.path.match(/<path /g)?.length).toBe(
      (arabic.path.match(/<path /g)?.length ?? 0) + (latin.path.match(/<path /g)?.length ?? 0),
    );
  });
});
