// Vike announces the page's scripts with <link rel="modulepreload"> tags and an async module entry,
// which the browser fetches at once, sharing a slow phone's connection with the stylesheet, the
// fonts and the hero image. The HTML is already the finished page (links, the header's menus and
// the forms work before hydration), so the scripts are only requested once it has painted text:
// the entry tag becomes a small inline module that waits for the first contentful paint, then adds
// the same preloads and imports the entry. Where paint timing is not supported it loads at once; in
// a background tab, which does not paint, it loads when the tab is shown.
// Measured on a throttled phone (npm run bench:phone: slow 4G, CPU 4x slower, 10 loads a page):
// with the scripts held back the home page's hero image paints about 300 ms sooner (its largest
// contentful paint, 840 ms against 1140 ms) and text paints no later; hydration ends about 200 ms
// later, which no tap waits for, since nothing on the page needs it to work.
// Vike has no hook for these tags, so its two tag shapes (vike/.../inferHtmlTags.js) are rewritten
// here; tests/api/delivery.test.ts fails if either shape changes. In development the tags differ
// and are left as Vike writes them.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g;
const MODULE_ENTRY = /<script src="([^"]+)" type="module" async><\/script>/;

export function loadScriptsAfterFirstPaint(html: string): string {
  const entry = MODULE_ENTRY.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const [entryTag, entrySrc] = entry;
  // Allowed by its hash in the page's CSP (server/render/inline-script-hashes.ts).
  const loader = `<script type="module">${loaderSource(entrySrc, preloads)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(entryTag, () => loader);
}

function loaderSource(entrySrc: string, preloads: string[]): string {
  return `const load=()=>{for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}import(${JSON.stringify(entrySrc)})};
if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}});observer.observe({type:"paint",buffered:true})}else load();`;
}
