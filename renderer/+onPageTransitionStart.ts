// Vike calls this when a client-side navigation begins.
import { navigationStarted } from './navigation-progress.js';

export function onPageTransitionStart(): void {
  navigationStarted();
}
