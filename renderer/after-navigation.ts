// What happens on every page shown in the browser (spec §2, §4): remember the language, send a
// page view to analytics, prefetch the main pages when idle. Scrolling to the top is Vike's, made
// smooth by CSS (renderer/styles.css).
import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { localizePath } from '../shared/paths.js';
import { trackPageView } from './analytics.js';

let prefetched = false;

export function afterNavigation(pageContext: PageContextClient) {
  try {
    localStorage.setItem('language', pageContext.locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the URL still decides the language.
  }
  trackPageView(pageContext.site.gaMeasurementId, window.location.pathname + window.location.search);
  if (!prefetched) {
    prefetched = true;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => {
      for (const path of ['/about', '/services', '/contact']) void prefetch(localizePath(path, pageContext.locale)).catch(() => {});
    });
  }
}
