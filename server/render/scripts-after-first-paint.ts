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
// Once fetched, the chunks are evaluated one per task, each after the chunks it imports
// (module-order.ts), and only then the entry, which starts the router and hydration: evaluated
// together they were one task of 200-400 ms on that phone, which a tap had to wait out.
// Vike has no hook for these tags, so its two tag shapes (vike/.../inferHtmlTags.js) are rewritten
// here; tests/api/delivery.test.ts fails if either shape changes. In development the tags differ
// and are left as Vike writes them.
import { builtModuleImports, dependencyFirst } from './module-order.js';

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)" as="script" type="text\/javascript">/g;
const MODULE_ENTRY = /<script src="([^"]+)" type="module" async><\/script>/;

/** `imports`: the build's chunk imports; without them the entry's import evaluates the chunks. */
export function loadScriptsAfterFirstPaint(html: string, imports = builtModuleImports()): string {
  const entry = MODULE_ENTRY.exec(html);
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const [entryTag, entrySrc] = entry;
  const chunks = imports ? dependencyFirst(preloads, imports) : preloads;
  // Allowed by its hash in the page's CSP (server/render/inline-script-hashes.ts).
  const loader = `<script type="module">${loaderSource(entrySrc, chunks, imports !== null)}</script>`;
  return html.replace(MODULE_PRELOAD, '').replace(entryTag, () => loader);
}

// Each preload starts a request, a few milliseconds of main thread apiece on a slow phone, so they
// are made one per task too. A chunk that fails to load ends the one-by-one evaluation; the entry's
// own import then fails as before.
function loaderSource(entrySrc: string, chunks: string[], oneByOne: boolean): string {
  const evaluate = oneByOne
    ? `try{for(const href of chunks){await new Promise((next)=>setTimeout(next));await import(href)}}catch{}await new Promise((next)=>setTimeout(next));`
    : '';
  return `const chunks=${JSON.stringify(chunks)};const load=async()=>{for(const href of chunks){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);${oneByOne ? 'await new Promise((next)=>setTimeout(next))' : ''}}
${evaluate}import(${JSON.stringify(entrySrc)})};
if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).includes("paint")){const observer=new PerformanceObserver((list)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}});observer.observe({type:"paint",buffered:true})}else load();`;
}
