// Vike calls this once the new page is rendered (or the navigation failed).
import { navigationEnded } from './navigation-progress.js';

export function onPageTransitionEnd(): void {
  navigationEnded();
}
