// What happens on every page shown in the browser: remember the language, name the navigation
// progress bar in it, send a page view to analytics, prefetch the main content pages when idle. Scrolling to the top is Vike's, made
// smooth by CSS (renderer/styles.css).
import { prefetch } from 'vike/client/router';
import type { PageContextClient } from 'vike/types';
import type { CompiledMessages } from '../site/message-catalogue.js';
import { localizePath } from '../site/paths.js';
import { trackPageView } from './analytics.js';
import { setProgressLabel } from './navigation-progress.js';
import { whenPageLoaded } from '../components/document/when-page-loaded.js';
import { rememberVisitAttribution } from '../components/forms/visit-attribution.js';

let prefetched = false;

export function afterNavigation(pageContext: PageContextClient, messages: CompiledMessages) {
  setProgressLabel(messages);
  // A page the browser loaded (not a client-side navigation) is where a visit arrives.
  if (pageContext.isHydration) rememberVisitAttribution();
  try {
    localStorage.setItem('language', pageContext.locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the URL still decides the language.
  }
  trackPageView(pageContext.site.gaMeasurementId, window.location.pathname + window.location.search);
  if (!prefetched) {
    prefetched = true;
    prefetchMainPagesWhenIdle(pageContext.locale);
  }
}

// /about and /services are prefetched when idle, so they open at once: content pages, whose code is
// the layout's, already here, so the prefetch costs a few hundred bytes. Pages with a form of their
// own (/contact, /pricing) bring their form's code: Vike fetches it when a link to them is hovered or
// touched, rather than every visitor of every page downloading it. Only once the page has loaded
// (hydration comes first), and one page per idle period, so each fetch-and-evaluate stays a short
// task instead of one long one that holds up a tap.
function prefetchMainPagesWhenIdle(locale: PageContextClient['locale']) {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1500));
  const queue = ['/about', '/services'].map((path) => localizePath(path, locale));
  const next = () => {
    const path = queue.shift();
    if (!path) return;
    void prefetch(path)
      .catch(() => {})
      .finally(() => idle(next));
  };
  whenPageLoaded(() => idle(next));
}
