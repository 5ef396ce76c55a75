// The Arabic web font as the built site serves it: every Arabic character an Arabic page shows has a
// glyph in the woff2 file its stylesheet's @font-face points at, inside that face's unicode-range;
// the faces are smaller than the published ones and shape the site's Arabic words exactly as they do.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font, type Glyph } from 'fontkit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath } from '../../site/paths.js';
import { publicLogicalPaths } from '../../site/public-routes.js';
import { parseUnicodeRange } from '../../vite-plugins/unicode-range.js';
import { startTestApp } from '../helpers/app.js';
import { testDatabases } from '../helpers/databases.js';
import { fontFaces, type ServedFontFace } from '../helpers/font-faces.js';
import { allMatches } from '../helpers/html.js';
import { shownText } from '../helpers/shown-text.js';

const FAMILY = 'IBM Plex Sans Arabic';
const arabicPages = [...publicLogicalPaths().map((path) => localizePath(path, 'ar')), '/ar/no-such-page'];
const arabicScript = /\p{Script_Extensions=Arabic}/u;
// Format characters (bidi marks, joiner controls) are never drawn, by this font or any other.
const invisible = /\p{Default_Ignorable_Code_Point}/u;
const publishedFace = (weight: string) =>
  readFileSync(
    createRequire(import.meta.url).resolve(
      `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
    ),
  );
const codePointName = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} ${char}`;

interface ArabicFace extends ServedFontFace {
  bytes: Buffer;
  font: Font;
}

describe('Arabic web font', () => {
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  const shown = new Map<string, string>();
  const facesOfPage = new Map<string, ArabicFace[]>();

  beforeAll(async () => {
    ctx = await startTestApp(await testDatabases('arabic-font')[0].url());
    const get = (path: string) => request(ctx.app.callback()).get(path);
    const stylesheets = new Map<string, ServedFontFace[]>();
    const fonts = new Map<string, Pick<ArabicFace, 'bytes' | 'font'>>();
    for (const path of arabicPages) {
      const page = await get(path);
      expect(page.status, path).toBe(path === '/ar/no-such-page' ? 404 : 200);
      shown.set(path, shownText(page.text));
      const faces: ArabicFace[] = [];
      for (const href of allMatches(page.text, /<link rel="stylesheet"[^>]* href="([^"]+)"/g)) {
        if (!stylesheets.has(href)) stylesheets.set(href, fontFaces((await get(href).expect(200)).text));
        for (const face of stylesheets.get(href)!.filter((face) => face.family === FAMILY)) {
          if (!fonts.has(face.url)) {
            const bytes = (await get(face.url).responseType('blob').expect(200)).body as Buffer;
            fonts.set(face.url, { bytes, font: create(bytes) as Font });
          }
          faces.push({ ...face, ...fonts.get(face.url)! });
        }
      }
      facesOfPage.set(path, faces);
    }
  }, 120_000);
  afterAll(async () => ctx?.close());

  it('gives every Arabic page a regular and a bold woff2 face that swaps in', () => {
    for (const [path, faces] of facesOfPage) {
      expect(faces.map((face) => face.weight).sort(), path).toEqual(['400', '700']);
      for (const face of faces) {
        expect(face.display, path).toBe('swap');
        expect(face.format, path).toBe('woff2');
        expect(face.unicodeRange, path).toBeDefined();
      }
    }
  });

  it('has a glyph for every Arabic character each page shows, inside the unicode-range', () => {
    const pagesMissing = new Map<string, string[]>();
    for (const [path, faces] of facesOfPage) {
      const characters = new Set(shown.get(path)!);
      for (const face of faces) {
        const inRange = parseUnicodeRange(face.unicodeRange ?? 'U+0-10FFFF');
        for (const char of characters) {
          const code = char.codePointAt(0)!;
          if ((!inRange(code) && !arabicScript.test(char)) || invisible.test(char)) continue;
          if (inRange(code) && face.font.hasGlyphForCodePoint(code)) continue;
          const key = `${codePointName(char)} (${face.weight})`;
          pagesMissing.set(key, [...(pagesMissing.get(key) ?? []), path]);
        }
      }
    }
    const missing = [...pagesMissing].map(
      ([char, paths]) => `${char} on ${paths.length} pages: ${paths.slice(0, 3).join(', ')}`,
    );
    expect(missing).toEqual([]);
  });

  it('serves faces smaller than the published ones', () => {
    for (const face of facesOfPage.get('/ar')!)
      expect(face.bytes.length, face.weight).toBeLessThan(publishedFace(face.weight).length);
  });

  it('shapes every Arabic word of the site as the published face does (joining forms, lam-alef, marks)', () => {
    const words = new Set([...shown.values()].flatMap((text) => text.match(/\p{Script_Extensions=Arabic}+/gu) ?? []));
    expect(words.size).toBeGreaterThan(500);
    for (const face of facesOfPage.get('/ar')!) {
      const published = create(publishedFace(face.weight)) as Font;
      const differing = [...words].filter((word) => shaped(face.font, word) !== shaped(published, word));
      expect(differing, face.weight).toEqual([]);
    }
  });
});

/** The drawing of a word: each glyph's outline and position, which do not depend on glyph ids. */
function shaped(font: Font, word: string): string {
  const { glyphs, positions } = font.layout(word);
  return glyphs.map((glyph, i) => `${outline(font, glyph)} ${Object.values(positions[i]).join(',')}`).join('|');
}

const outlines = new WeakMap<Font, Map<number, string>>();
function outline(font: Font, glyph: Glyph): string {
  if (!outlines.has(font)) outlines.set(font, new Map());
  const known = outlines.get(font)!;
  if (!known.has(glyph.id)) known.set(glyph.id, `${glyph.path.toSVG()} ${glyph.advanceWidth}`);
  return known.get(glyph.id)!;
}
