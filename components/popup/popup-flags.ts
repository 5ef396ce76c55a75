// The popup's memory: two localStorage flags that stop it for good, and an in-memory
// flag so it opens by itself at most once per page session.
import { isAdminScreenPath } from '../../site/admin-routes.js';
const INTERACTED = 'odoo-activity-popup-interacted';
const SEEN = 'odoo-activity-popup-seen';

export const POPUP_DELAY_MS = 10_000;

let autoOpenedThisSession = false;

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}
function set(key: string) {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Without storage the popup simply may show again on a later visit.
  }
}

/** Paths where the popup never opens: the ads landing page has its own form; admins are not leads. */
export function popupAllowedOn(logicalPath: string): boolean {
  return logicalPath !== '/odoo-saudi-arabia' && !isAdminScreenPath(logicalPath);
}

export function mayAutoOpen(logicalPath: string): boolean {
  return !autoOpenedThisSession && popupAllowedOn(logicalPath) && !read(INTERACTED) && !read(SEEN);
}

export const markAutoOpened = () => {
  autoOpenedThisSession = true;
};
export const markSeen = () => set(SEEN);
export const markInteracted = () => set(INTERACTED);
