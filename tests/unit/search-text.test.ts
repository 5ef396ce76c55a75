// One spelling for what the inbox searches: what an admin types meets what a visitor typed.
import { describe, expect, it } from 'vitest';
import { leadSearchKeyOf } from '../../site/lead-search-key.js';
import { normaliseSearchText } from '../../site/search-text.js';

describe('normaliseSearchText', () => {
  it.each([
    ['٠٥٥٩٨٧٦٥٤٣', '0559876543'],
    ['۰۵۵۹۸۷۶۵۴۳', '0559876543'],
    ['０５５', '055'],
    ['مؤسسة', 'موسسه'],
    ['أحمد إبراهيم آمنة ٱلنور', 'احمد ابراهيم امنه النور'],
    ['مسئول', 'مسيول'],
    ['موسى', 'موسي'],
    ['مُحَمَّد', 'محمد'],
    ['عـــلي', 'علي'],
    ['ﻣﺆﺳﺴﺔ', 'موسسه'],
    ['  José   AL-Harbi\t', 'jose al-harbi'],
  ])('spells %s as %s', (typed, spelled) => {
    expect(normaliseSearchText(typed)).toBe(spelled);
  });

  it('spells both ways of typing a word alike', () => {
    expect(normaliseSearchText('مؤسسه')).toBe(normaliseSearchText('مؤسسة'));
    expect(normaliseSearchText('احمد')).toBe(normaliseSearchText('أحمد'));
  });
});

describe('leadSearchKeyOf', () => {
  it('holds the phone as typed, as 9665… and as 05…', () => {
    expect(leadSearchKeyOf({ name: 'Sara', phone: '+966 55 987 6543', email: 'Sara@Example.SA' })).toBe(
      'sara 966559876543 0559876543 sara@example.sa',
    );
  });

  it('is cut to the column it is stored in', () => {
    expect(leadSearchKeyOf({ name: 'a', email: `${'x'.repeat(700)}@example.sa` }).length).toBeLessThanOrEqual(600);
  });
});
