// Small readers of rendered HTML for API tests: enough to check what a crawler sees without a DOM.
export const allMatches = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]);

export const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The visible text of <main>, tags and scripts removed; each element's text on its own line. */
export const mainText = (html: string) => visibleText(/<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? '');

/** The visible text of the whole <body>: main content, header, footer and floating buttons. */
export const bodyText = (html: string) => visibleText(/<body[\s\S]*<\/body>/.exec(html)?.[0] ?? '');

function visibleText(fragment: string): string {
  const text = decode(fragment.replace(/<script[\s\S]*?<\/script>/g, '\n').replace(/<[^>]+>/g, '\n'));
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Root-relative links of a page, without their #fragment, excluding build assets. */
export const internalLinks = (html: string) =>
  allMatches(html, /<a [^>]*href="(\/[^"#]*)/g).filter(
    (href) => !href.startsWith('//') && !href.startsWith('/assets/'),
  );
