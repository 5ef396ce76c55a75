// Installed in every measured page before the page's own scripts (Playwright addInitScript), it
// records what the browser itself observed, in ms since navigation start, for bench/phone.ts to read
// through window.__phoneBench.summary(). Plain JavaScript because it is injected as text as it is.
/* global performance, PerformanceObserver, requestAnimationFrame */
(() => {
  // After a press the menu watch stops by itself, so a page that never answers costs no frames forever.
  const MENU_WATCH_MS = 10_000;
  const record = { lcp: [], longTasks: [], hydratedAt: null, press: null, menu: null };

  // Every largest-contentful-paint candidate; the browser stops reporting them at the first input.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  // Every task that held the main thread 50 ms or more: what a tap waits behind (total blocking time).
  if ((PerformanceObserver.supportedEntryTypes ?? []).includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        record.longTasks.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  }

  // A hydration-mark build sets window.__hydrated = true once every boundary has hydrated; a
  // setter catches the moment instead of polling for it.
  let hydrated;
  Object.defineProperty(window, '__hydrated', {
    configurable: true,
    get: () => hydrated,
    set: (value) => {
      hydrated = value;
      if (value === true && record.hydratedAt === null) record.hydratedAt = performance.now();
    },
  });

  // The menu counts as open in the first frame where a dialog is rendered: its slide-in and the
  // dimmed backdrop start in that frame, which is when the visitor sees the tap answered.
  const renderedDialog = () =>
    [...document.querySelectorAll('[role="dialog"]')].find((dialog) =>
      dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    );
  const accessibleName = (dialog) => {
    const labelledBy = dialog.getAttribute('aria-labelledby');
    const label = labelledBy ? document.getElementById(labelledBy) : null;
    return (label?.textContent ?? dialog.getAttribute('aria-label') ?? '').trim();
  };
  const watchForMenu = (until) => {
    const check = () => {
      const dialog = renderedDialog();
      if (dialog) record.menu = { at: performance.now(), name: accessibleName(dialog) };
      else if (performance.now() < until) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };

  // The first press of any kind; event.timeStamp is when the finger touched the screen, before any
  // wait for a busy main thread, so that wait counts in tap-to-menu as the visitor feels it.
  const onPress = (event) => {
    if (record.press) return;
    record.press = { type: event.type, at: event.timeStamp, handledAt: performance.now() };
    watchForMenu(record.press.handledAt + MENU_WATCH_MS);
  };
  window.addEventListener('pointerdown', onPress, { capture: true });
  window.addEventListener('touchstart', onPress, { capture: true, passive: true });

  const scriptEntries = () =>
    performance.getEntriesByType('resource').filter((entry) => {
      const { pathname } = new URL(entry.name);
      return pathname.startsWith('/assets/') && pathname.endsWith('.js');
    });
  const firstScriptStart = () => {
    const starts = scriptEntries().map((entry) => entry.startTime);
    return starts.length ? Math.min(...starts) : null;
  };
  // Bytes over the wire (headers included), as Lighthouse counts a page's JavaScript.
  const scriptBytes = () => scriptEntries().reduce((sum, entry) => sum + entry.transferSize, 0);

  // Where a finger would tap the header's menu button ("Open menu" or its Arabic label); only one
  // is shown at phone width.
  const menuButtonCenter = () => {
    const button = [...document.querySelectorAll('header button[aria-haspopup]')].find((candidate) =>
      candidate.checkVisibility(),
    );
    if (!button) return null;
    const box = button.getBoundingClientRect();
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
  };

  Object.defineProperty(window, '__phoneBench', {
    value: {
      menuButtonCenter,
      summary: () => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        lcpCandidates: [...record.lcp],
        firstScriptStart: firstScriptStart(),
        scriptBytes: scriptBytes(),
        longTasks: [...record.longTasks],
        hydratedAt: record.hydratedAt,
        loaded: document.readyState === 'complete',
        loadEnd: performance.getEntriesByType('navigation')[0]?.loadEventEnd || null,
        now: performance.now(),
        press: record.press,
        menu: record.menu,
      }),
    },
  });
})();
