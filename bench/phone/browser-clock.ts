// The browser stamps CDP events with its own monotonic clock (seconds); this converts those stamps
// to this process's performance.now(), so an action can be timed from when something happened in
// the browser rather than from when its event arrived here (a busy page sends events late).
// The offset is the smallest gap seen between a network event's stamp and its arrival: events sent
// at once give that gap, late ones only widen it.
import { performance } from 'node:perf_hooks';
import type { CDPSession } from '@playwright/test';

export interface BrowserClock {
  /** The local time of a browser timestamp, or null before any network event has calibrated it. */
  toLocal: (browserSeconds: number) => number | null;
}

export function followBrowserClock(cdp: CDPSession): BrowserClock {
  let offset: number | null = null;
  const calibrate = ({ timestamp }: { timestamp: number }) => {
    const gap = performance.now() - timestamp * 1000;
    if (offset === null || gap < offset) offset = gap;
  };
  cdp.on('Network.requestWillBeSent', calibrate);
  cdp.on('Network.responseReceived', calibrate);
  cdp.on('Network.dataReceived', calibrate);
  cdp.on('Network.loadingFinished', calibrate);
  return { toLocal: (browserSeconds) => (offset === null ? null : browserSeconds * 1000 + offset) };
}
