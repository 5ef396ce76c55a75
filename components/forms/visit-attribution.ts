// The browser's own record of where the visit came from, for the leads the JavaScript forms send.
// The server keeps the same in a cookie when it sees the visit arrive (server/leads/attribution-cookie.ts),
// but a visit answered by a shared cache in front of the site, or a browser that keeps no cookies,
// leaves it none: then the lead carries this. Session storage only (gone when the tab closes), with
// the same cleaning as the server's, and the last campaign touch of the session wins. A visit with
// no campaign and no referrer still leaves its landing page, which the server's cookie does not keep.
import {
  attributionFromUntrusted,
  attributionToRemember,
  hasAttribution,
} from '../../site/pipeline/attribution-of-visit.js';
import type { Attribution } from '../../site/pipeline/attribution.js';

const STORAGE_KEY = 'visit-attribution';

/**
 * On a page loaded in the browser (not a client-side navigation): keeps its attribution if it is a
 * campaign touch, or its landing page if the tab has nothing yet and the visit came with no referrer.
 */
export function rememberVisitAttribution(): void {
  const attribution = attributionToRemember(
    {
      path: window.location.pathname,
      search: new URLSearchParams(window.location.search),
      referrer: document.referrer,
      ownOrigins: [window.location.origin],
    },
    rememberedVisitAttribution() !== undefined,
  );
  if (!attribution) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage can be unavailable (private mode, blocked); the server's cookie may still have it.
  }
}

/** The attribution remembered in this tab, or undefined when there is none. */
export function rememberedVisitAttribution(): Attribution | undefined {
  try {
    const text = sessionStorage.getItem(STORAGE_KEY);
    const attribution = text ? attributionFromUntrusted(JSON.parse(text)) : undefined;
    return attribution && hasAttribution(attribution) ? attribution : undefined;
  } catch {
    return undefined;
  }
}
