// The ZATCA wave checker answers as the waves table says: a taxpayer is in the first wave whose
// threshold its revenue exceeded in one of that wave's years; the last wave is the one the site's
// copy states (docs/content-style.md); and the table is in order, each row with its source.
import { describe, expect, it } from 'vitest';
import { deadlinePassed, revenueFromSearch, waveFor, waveYears, zatcaWaves } from '../../site/zatca-waves.js';

const waveOf = (revenue: Record<number, number>) => {
  const answer = waveFor(revenue);
  return answer.kind === 'in-wave' ? answer.wave.wave : null;
};

describe('the ZATCA wave checker', () => {
  it('answers known revenues with their wave and deadline', () => {
    expect(waveFor({ 2022: 400_000 })).toMatchObject({ kind: 'in-wave', wave: { wave: 24, deadline: '2026-06-30' } });
    expect(waveFor({ 2023: 800_000 })).toMatchObject({ wave: { wave: 23, deadline: '2026-03-31' } });
    expect(waveOf({ 2024: 1_100_000 })).toBe(22);
    expect(waveOf({ 2022: 1_300_000, 2024: 200_000 })).toBe(21);
    expect(waveOf({ 2023: 2_600_000 })).toBe(17);
    // Waves 10 to 20 counted 2022 and 2023 only: a 2024 revenue alone falls in the first wave that counts 2024.
    expect(waveOf({ 2024: 40_000_000 })).toBe(21);
    expect(waveFor({ 2023: 26_000_000 })).toMatchObject({ wave: { wave: 10 }, orEarlier: true });
    expect(waveFor({ 2023: 24_000_000 })).toMatchObject({ wave: { wave: 11 }, orEarlier: false });
    // At the threshold is not above it.
    expect(waveFor({ 2022: 375_000, 2023: 375_000, 2024: 375_000 })).toEqual({ kind: 'no-wave-yet' });
    expect(waveFor({})).toEqual({ kind: 'no-wave-yet' });
  });

  it('puts a revenue just above each threshold, in each of its years, in that wave', () => {
    for (const wave of zatcaWaves)
      for (const year of wave.years)
        expect(waveOf({ [year]: wave.threshold + 1 }), `${wave.wave} ${year}`).toBe(wave.wave);
  });

  it('holds the waves in order, each with its source, the last as the copy states it', () => {
    zatcaWaves.forEach((wave, i) => {
      expect(wave.source).toMatch(/^https:\/\//);
      if (i === 0) return;
      const before = zatcaWaves[i - 1];
      expect(wave.wave).toBe(before.wave + 1);
      expect(wave.threshold).toBeLessThan(before.threshold);
      expect(wave.deadline > before.deadline).toBe(true);
    });
    expect(zatcaWaves.at(-1)).toMatchObject({
      wave: 24,
      threshold: 375_000,
      years: [2022, 2023, 2024],
      deadline: '2026-06-30',
    });
    expect(waveYears).toEqual([2022, 2023, 2024]);
  });

  it('reads revenue from the address, leaving out what is not a number', () => {
    expect(revenueFromSearch({ revenue2022: '1,200,000', revenue2023: 'abc', revenue2024: '', other: '5' })).toEqual({
      2022: 1_200_000,
    });
  });

  it('tells a passed deadline from one to come', () => {
    const wave24 = zatcaWaves.at(-1)!;
    expect(deadlinePassed(wave24, '2026-07-01')).toBe(true);
    expect(deadlinePassed(wave24, '2026-06-30')).toBe(false);
  });
});
