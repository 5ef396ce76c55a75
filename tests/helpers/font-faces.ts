// The @font-face rules of a served stylesheet, as the browser reads their descriptors.
import { allMatches } from './html.js';

export interface ServedFontFace {
  family: string;
  weight: string;
  display: string;
  /** The first url() of src: the woff2 file a browser downloads. */
  url: string;
  format: string;
  /** Absent, a face covers every code point. */
  unicodeRange?: string;
}

export function fontFaces(css: string): ServedFontFace[] {
  return allMatches(css, /@font-face\s*\{([^}]*)\}/g).map((body) => {
    const descriptors = new Map(
      body
        .split(';')
        .filter((declaration) => declaration.includes(':'))
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()] as const;
        }),
    );
    const src = descriptors.get('src') ?? '';
    return {
      family: (descriptors.get('font-family') ?? '').replace(/^["']|["']$/g, ''),
      weight: descriptors.get('font-weight') ?? '',
      display: descriptors.get('font-display') ?? '',
      url: /url\(\s*["']?([^"')]+)/.exec(src)?.[1] ?? '',
      format: /format\(\s*["']?([^"')]+)/.exec(src)?.[1] ?? '',
      unicodeRange: descriptors.get('unicode-range'),
    };
  });
}
