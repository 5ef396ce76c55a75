// Vike announces the page's scripts with <link rel="modulepreload"> and an async module entry, which
// Chromium fetches at high priority, level with the stylesheet, the fonts and the hero image. The
// HTML is already the finished page (links and forms work before hydration), so on a slow phone
// the bytes that paint it should arrive first: the scripts are marked fetchpriority="low" and follow.
// Vike has no hook for tag attributes, so its two tag shapes (vike/.../inferHtmlTags.js) are
// rewritten here; tests/api/site.test.ts fails if either shape changes.
const MODULE_PRELOAD = '<link rel="modulepreload" ';
const MODULE_ENTRY = / type="module" async(?=[ >])/g;

export function lowerScriptPriority(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `).replace(MODULE_ENTRY, ' type="module" async fetchpriority="low"');
}
