// What the side menu's popover gains once the page is interactive: focus moves to its close button
// when it opens, Tab and Shift+Tab stay inside it while it is open (it is modal to the eye, over a
// dimmed page), and following one of its links closes it, since a client-side navigation keeps the
// document in place. The browser itself opens it, closes it on Escape or a press outside, and
// returns focus to the menu button.
const FOCUSABLE = 'a[href], button, summary, [tabindex]:not([tabindex="-1"])';

/** Adds the behaviour to the popover; returns a function that removes it. */
export function enhanceMenuPopover(panel: HTMLElement): () => void {
  const onToggle = (event: Event) => {
    if ((event as ToggleEvent).newState === 'open') panel.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null,
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) panel.hidePopover();
  };
  panel.addEventListener('toggle', onToggle);
  panel.addEventListener('keydown', onKeyDown);
  panel.addEventListener('click', onClick);
  return () => {
    panel.removeEventListener('toggle', onToggle);
    panel.removeEventListener('keydown', onKeyDown);
    panel.removeEventListener('click', onClick);
  };
}
