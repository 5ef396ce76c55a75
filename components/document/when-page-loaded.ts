// Runs a callback once the window's load event has fired (at once if it already has): for work that
// must not compete with the page's own first bytes, such as the hero video or prefetching pages.
// Returns a function that cancels a callback still waiting.
export function whenPageLoaded(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => {};
  }
  window.addEventListener('load', callback, { once: true });
  return () => window.removeEventListener('load', callback);
}
