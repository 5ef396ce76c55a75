// What happens on every page shown in the browser (spec §2, §4): remember the language, send a
// page view to analytics, scroll to the top on navigation, prefetch the main pages when idle.
import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import { localizePath } from '../shared/paths.js';
import { trackPageView } from './analytics.js';

let prefetched = false;

declare global {
  interface Window {
    /** Set once the page is interactive; end-to-end tests wait for it before clicking. */
    __hydrated?: boolean;
  }
}

export function afterNavigation(pageContext: PageContextClient) {
  window.__hydrated = true;
  try {
    localStorage.setItem('language', pageContext.locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the URL still decides the language.
  }
  trackPageView(pageContext.site.gaMeasurementId, window.location.pathname + window.location.search);
  if (!pageContext.isHydration) scrollToTarget();
  if (!prefetched) {
    prefetched = true;
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
    idle(() => {
      for (const path of ['/about', '/services', '/contact']) void prefetch(localizePath(path, pageContext.locale)).catch(() => {});
    });
  }
}

function scrollToTarget() {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = reduced ? 'instant' : 'smooth';
  const anchor = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView({ behavior });
  else window.scrollTo({ top: 0, behavior });
}
