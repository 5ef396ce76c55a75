// A static region: content the server renders and the browser never renders again. Its text and the
// data and messages it is built from stay out of the page context and out of hydration: on the
// first load the browser keeps the server's HTML as it is, and on a client-side navigation the
// server sends the region's HTML (pageContext.staticHtml). Links inside still navigate client-side
// (the router listens on the document); anything with state or handlers belongs outside.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePageContext } from './page-context.js';
import { AllMessages } from './ui/AllMessages.js';

interface Props {
  /** Unique on the page; the key of the region's HTML on a client-side navigation. */
  id: string;
  /** Called on the server only. Pass `import.meta.env.SSR ? () => … : undefined`: the browser
   * build then drops the region's code (and its icons) altogether. */
  children?: () => ReactNode;
}

export function Static({ id, children }: Props) {
  if (import.meta.env.SSR) {
    return (
      <div data-static={id} className="contents">
        <AllMessages>{children?.()}</AllMessages>
      </div>
    );
  }
  return <ClientStatic id={id} />;
}

// One reading per region of a page: the HTML stays the same string across re-renders, so React
// never touches the region after it is in the document.
const keptHtml = new WeakMap<object, Map<string, string>>();

function ClientStatic({ id }: { id: string }) {
  const pageContext = usePageContext();
  let regions = keptHtml.get(pageContext);
  if (!regions) keptHtml.set(pageContext, (regions = new Map()));
  let html = regions.get(id);
  if (html === undefined) {
    html = pageContext.staticHtml?.[id] ?? document.querySelector(`[data-static="${id}"]`)?.innerHTML ?? '';
    regions.set(id, html);
  }
  // A navigation that starts before the first page has hydrated is rendered by hydrating the old
  // page's document, and React keeps a region's existing HTML while it hydrates; so a region that
  // came with a navigation is written here when the document still shows another page's.
  const region = useRef<HTMLDivElement>(null);
  const fromNavigation = pageContext.staticHtml?.[id] !== undefined;
  useLayoutEffect(() => {
    if (fromNavigation && region.current && region.current.innerHTML !== html) region.current.innerHTML = html;
  }, [fromNavigation, html]);
  return (
    <div
      ref={region}
      data-static={id}
      className="contents"
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}
