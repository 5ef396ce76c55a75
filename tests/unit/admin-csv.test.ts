// CSV cells as a spreadsheet will read them.
import { describe, expect, it } from 'vitest';
import { csvCell, saudiDateTime } from '../../server/admin/leads/csv.js';

describe('csvCell', () => {
  it('defuses anything a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+966 50', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(value)).toBe(`"'${value}"`);
    // A control or bidi character in front does not hide the formula.
    expect(csvCell('\u202E=1+1')).toBe(`"'=1+1"`);
    expect(csvCell('\u0000@SUM(A1)')).toBe(`"'@SUM(A1)"`);
  });

  it('defuses the fullwidth, small and minus-sign lookalikes, and a formula after leading spaces', () => {
    for (const value of [
      '＝1+1',
      '＋966',
      '－2+3',
      '＠SUM(A1)',
      '﹦1+1',
      '﹢1',
      '﹣1',
      '﹫SUM(A1)',
      '\u22122+3',
      ' =1+1',
      '\u00A0 +1',
    ])
      expect(csvCell(value), value).toBe(`"'${value}"`);
    for (const value of ['Ali', '0501234567', ' Ali', '٠٥٠', '(050) 123'])
      expect(csvCell(value), value).toBe(`"${value}"`);
  });

  it('quotes every cell, so a ; or tab list separator inside a value never starts a new cell', () => {
    expect(csvCell('Ali;=1+1')).toBe('"Ali;=1+1"');
    expect(csvCell('Fahad')).toBe('"Fahad"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(12)).toBe('"12"');
    expect(csvCell(null)).toBe('""');
  });

  it('drops NUL, other control characters and bidi overrides, and keeps Arabic and phone numbers readable', () => {
    expect(csvCell('Ali\u0000\u0007\u001B\u007F\u0085 Co')).toBe('"Ali Co"');
    expect(csvCell('\u202Egnp.exe\u202C \u2066x\u2069')).toBe('"gnp.exe x"');
    expect(csvCell('عبدالله الشمري')).toBe('"عبدالله الشمري"');
    expect(csvCell('+966 50 123 4567')).toBe(`"'+966 50 123 4567"`);
  });

  it('writes times in Saudi time', () => {
    expect(saudiDateTime('2025-03-01T22:30:00.000Z')).toBe('2025-03-02 01:30:00');
  });
});
