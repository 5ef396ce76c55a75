// A client-side navigation to a page whose data answers "not found" (an unknown article or service
// slug) gets from Vike the error page's context as it stands, without a render, so without the
// static regions the browser cannot render itself. Answered instead with a plain-text 404, Vike's
// router loads the URL as a document, which the server renders as the not-found page.
const PAGE_CONTEXT_JSON = /\.pageContext\.json$/;

export function isUnrenderedErrorContext(path: string, body: string): boolean {
  if (!PAGE_CONTEXT_JSON.test(path) || !body.includes('"abortStatusCode"')) return false;
  try {
    const pageContext = JSON.parse(body) as { abortStatusCode?: unknown; staticHtml?: unknown };
    return typeof pageContext.abortStatusCode === 'number' && pageContext.staticHtml === undefined;
  } catch {
    return false;
  }
}
