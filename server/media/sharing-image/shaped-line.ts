// One line of text as SVG outlines, shaped by HarfBuzz and ordered by the Unicode bidi algorithm, so
// an Arabic title joins its letters and keeps "Odoo 19" or "SAP" reading left to right inside it.
// The sharing images are pictures, not text: a crawler's renderer has none of our fonts, so the
// glyphs travel as paths.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const bidi = bidiFactory();
const require = createRequire(import.meta.url);

// IBM Plex, the site's own faces, bold: Arabic letters from the Arabic face, everything else from
// the Latin one (the Arabic face's published file holds Arabic code points only).
const FACE_FILES = {
  arabic: '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2',
  latin: '@fontsource/ibm-plex-sans/files/ibm-plex-sans-latin-700-normal.woff2',
} as const;
type FaceName = keyof typeof FACE_FILES;

interface LoadedFace {
  font: hb.Font;
  upem: number;
}

let faces: Promise<Record<FaceName, LoadedFace>> | undefined;

async function loadFace(file: string): Promise<LoadedFace> {
  // HarfBuzz reads TrueType/OpenType, not WOFF2.
  const sfnt = await fontverter.convert(readFileSync(require.resolve(file)), 'sfnt');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  return { font: new hb.Font(face), upem: face.upem };
}

// One after the other: two WOFF2 decodings at once share the decoder's memory and corrupt each other.
const loadFaces = () =>
  (faces ??= (async () => {
    const arabic = await loadFace(FACE_FILES.arabic);
    const latin = await loadFace(FACE_FILES.latin);
    return { arabic, latin };
  })());

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/u;

interface Run {
  start: number;
  end: number;
  level: number;
  face: FaceName;
}

// Logical runs of one bidi level and one face.
function runsOf(text: string, levels: Uint8Array): Run[] {
  const runs: Run[] = [];
  for (let i = 0; i < text.length; i++) {
    const face: FaceName = ARABIC.test(text[i]) ? 'arabic' : 'latin';
    const last = runs.at(-1);
    if (last && last.level === levels[i] && last.face === face) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, level: levels[i], face });
  }
  return runs;
}

// The bidi algorithm's rule L2 over whole runs: from the highest level down to the lowest odd
// level, reverse every stretch of runs at that level or above.
function visualOrder(runs: Run[]): Run[] {
  const ordered = [...runs];
  const highest = Math.max(...ordered.map((run) => run.level));
  const lowestOdd = Math.min(...ordered.map((run) => (run.level % 2 === 1 ? run.level : Infinity)));
  for (let level = highest; level >= lowestOdd && Number.isFinite(lowestOdd); level--) {
    for (let i = 0; i < ordered.length;) {
      if (ordered[i].level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < ordered.length && ordered[j].level >= level) j++;
      ordered.splice(i, j - i, ...ordered.slice(i, j).reverse());
      i = j;
    }
  }
  return ordered;
}

export interface ShapedLine {
  /** Advance width in pixels at the requested size. */
  width: number;
  /** Outline of the whole line, from x = 0 on its baseline, in pixels. */
  path: string;
}

/** Shapes one line at `size` pixels; `direction` is the paragraph's direction (the page language's). */
export async function shapeLine(text: string, size: number, direction: 'ltr' | 'rtl'): Promise<ShapedLine> {
  const loaded = await loadFaces();
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const parts: string[] = [];
  let x = 0;
  for (const run of visualOrder(runsOf(text, levels))) {
    const { font, upem } = loaded[run.face];
    const scale = size / upem;
    const buffer = new hb.Buffer();
    buffer.addText(text.slice(run.start, run.end));
    buffer.guessSegmentProperties();
    buffer.setDirection(run.level % 2 === 1 ? hb.Direction.RTL : hb.Direction.LTR);
    hb.shape(font, buffer);
    // HarfBuzz returns right-to-left runs already in visual (left to right) order.
    for (const glyph of buffer.getGlyphInfosAndPositions()) {
      const outline = font.glyphToPath(glyph.codepoint);
      if (outline) {
        const gx = x + (glyph.xOffset ?? 0) * scale;
        const gy = -(glyph.yOffset ?? 0) * scale;
        // Font units point up; SVG's y axis points down.
        parts.push(
          `<path transform="translate(${gx.toFixed(2)} ${gy.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})" d="${outline}"/>`,
        );
      }
      x += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { width: x, path: parts.join('') };
}
