// A slim bar at the top of the window while a client-side navigation waits for the next page, so a
// tap on a slow connection shows a sign of life. It appears only when the wait passes SHOW_AFTER_MS
// (a fast navigation shows nothing) and is announced to screen readers as busy. Its motion is CSS
// (renderer/styles.css) and stays still under reduced motion.
import { isLiteralElement } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from '../site/message-catalogue.js';

export const SHOW_AFTER_MS = 300;

let timer: number | undefined;
let label = '';

/** The bar's accessible name in the language of the page on screen: set as each page is shown,
 * because a navigation starts before the next page's messages arrive. */
export function setProgressLabel(messages: CompiledMessages): void {
  // The label is plain text: its parsed form is literal parts.
  label = (messages['navigation.loading'] ?? []).map((part) => (isLiteralElement(part) ? part.value : '')).join('');
}

export function navigationStarted(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    if (document.getElementById('navigation-progress')) return;
    const bar = document.createElement('div');
    bar.id = 'navigation-progress';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-busy', 'true');
    bar.setAttribute('aria-label', label);
    document.body.append(bar);
  }, SHOW_AFTER_MS);
}

export function navigationEnded(): void {
  window.clearTimeout(timer);
  document.getElementById('navigation-progress')?.remove();
}
