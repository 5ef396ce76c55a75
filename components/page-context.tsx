// React access to Vike's pageContext, so components need no prop drilling for locale and site.
import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | null>(null);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext must be used within a PageContextProvider');
  return pageContext;
}

/** Whether the page shown is the error page (not found, or a failed render): its path is whatever
 * was requested, so nothing may be built from it. */
export const isErrorPage = (pageContext: PageContext) => pageContext.is404 === true || pageContext.is404 === false;

/** The page's +data result, typed by the page that knows its shape. */
export function useData<T>(): T {
  return usePageContext().data as T;
}
