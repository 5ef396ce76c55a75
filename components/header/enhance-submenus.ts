// What the header's <details> submenus gain once the page is interactive: a submenu opens when a
// mouse rests on its item for a moment and closes shortly after the mouse leaves (so a diagonal
// path to the panel does not close it), Escape closes it and returns focus to its toggle, and a
// press outside closes it. Without JavaScript the toggle alone opens and closes it.
const OPEN_AFTER_HOVER_MS = 100;
const CLOSE_AFTER_LEAVE_MS = 300;

/** Adds the behaviour to every [data-submenu] group under root; returns a function that removes it. */
export function enhanceSubmenus(root: HTMLElement): () => void {
  const cleanups = [...root.querySelectorAll<HTMLElement>('[data-submenu]')].map(enhanceGroup);
  return () => cleanups.forEach((cleanup) => cleanup());
}

function enhanceGroup(group: HTMLElement): () => void {
  const details = group.querySelector('details')!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const setOpenLater = (open: boolean, delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => (details.open = open), delay);
  };
  const onPointerEnter = (event: PointerEvent) =>
    event.pointerType === 'mouse' && setOpenLater(true, OPEN_AFTER_HOVER_MS);
  const onPointerLeave = (event: PointerEvent) =>
    event.pointerType === 'mouse' && setOpenLater(false, CLOSE_AFTER_LEAVE_MS);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  const onOutsidePress = (event: PointerEvent) => {
    if (details.open && !group.contains(event.target as Node)) details.open = false;
  };
  group.addEventListener('pointerenter', onPointerEnter);
  group.addEventListener('pointerleave', onPointerLeave);
  group.addEventListener('keydown', onKeyDown);
  document.addEventListener('pointerdown', onOutsidePress);
  return () => {
    clearTimeout(timer);
    group.removeEventListener('pointerenter', onPointerEnter);
    group.removeEventListener('pointerleave', onPointerLeave);
    group.removeEventListener('keydown', onKeyDown);
    document.removeEventListener('pointerdown', onOutsidePress);
  };
}
