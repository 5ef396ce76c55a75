// How bench:phone counts the main thread's blocking time: as Lighthouse does, from the first
// contentful paint, each long task for its part beyond 50 ms.
import { describe, expect, test } from 'vitest';
import { quietSince, totalBlockingTime } from '../../bench/phone/main-thread.js';

describe('totalBlockingTime', () => {
  test('counts each task beyond 50 ms, after the first contentful paint only', () => {
    const tasks = [
      { start: 100, duration: 300 }, // before the paint at 1000: not counted
      { start: 1100, duration: 120 }, // 70
      { start: 1500, duration: 50 }, // exactly 50: nothing
      { start: 2000, duration: 260 }, // 210
    ];
    expect(totalBlockingTime(tasks, 1000)).toBe(280);
  });

  test('a task that spans the paint counts from the paint', () => {
    expect(totalBlockingTime([{ start: 900, duration: 200 }], 1000)).toBe(50);
    expect(totalBlockingTime([{ start: 900, duration: 140 }], 1000)).toBe(0);
  });

  test('no long task, no blocking time', () => {
    expect(totalBlockingTime([], 800)).toBe(0);
  });
});

describe('quietSince', () => {
  test('is the end of the last long task, or the given moment when that is later', () => {
    const tasks = [
      { start: 1000, duration: 80 },
      { start: 3000, duration: 120 },
    ];
    expect(quietSince(tasks, 2000)).toBe(3120);
    expect(quietSince(tasks, 5000)).toBe(5000);
    expect(quietSince([], 1500)).toBe(1500);
  });
});
