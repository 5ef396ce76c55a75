// The HTML of a rendered page's static regions (components/Static.tsx), by id, for a client-side
// navigation to that page. A region inside another is part of the outer one's HTML.
import { parse } from 'node-html-parser';

export function staticRegionsOf(documentHtml: string): Record<string, string> {
  const regions: Record<string, string> = {};
  for (const element of parse(documentHtml).querySelectorAll('[data-static]')) {
    if (element.parentNode?.closest('[data-static]')) continue;
    regions[element.getAttribute('data-static')!] = element.innerHTML;
  }
  return regions;
}
