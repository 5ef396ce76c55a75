// CSV cells as a spreadsheet will read them.
import { describe, expect, it } from 'vitest';
import { csvCell, saudiDateTime } from '../../server/admin/csv.js';

describe('csvCell', () => {
  it('defuses anything a spreadsheet would run as a formula', () => {
    for (const value of ['=1+1', '+966 50', '-2+3', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(value).replace(/^"|"$/g, '').startsWith("'")).toBe(true);
    expect(csvCell('Fahad')).toBe('Fahad');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
  });

  it('writes times in Saudi time', () => {
    expect(saudiDateTime('2025-03-01T22:30:00.000Z')).toBe('2025-03-02 01:30:00');
  });
});
