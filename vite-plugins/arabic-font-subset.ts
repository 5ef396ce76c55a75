// IBM Plex Sans Arabic, regular and bold, cut down to the characters the site can show
// (arabic-font-characters.ts), before Vite reads the stylesheet, in development and in builds alike:
// renderer/generated-fonts/ gets the two woff2 files and their @font-face rules, which
// renderer/styles.css imports, and Vite then bundles them like any other font. The published
// faces cover every Arabic-script language; the site needs about a third of their glyphs.
// The subsetter keeps every OpenType layout feature and every glyph the layout can reach from the
// kept characters (joining forms, lam-alef, marks), so Arabic shapes as it did with the full face.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { arabicFaceCharacters } from './arabic-font-characters.js';
import { toUnicodeRange } from './unicode-range.js';

const OUTPUT_FOLDER = 'renderer/generated-fonts';
const CSS_FILE = 'ibm-plex-sans-arabic.css';
const WEIGHTS = [400, 700] as const;
const publishedFace = (weight: number) =>
  `@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`;
// Starts like the published file's name: the Arabic pages' font preloads are chosen by that start
// (renderer/+onRenderHtml.tsx).
const subsetFace = (weight: number) => `ibm-plex-sans-arabic-arabic-${weight}-subset.woff2`;

interface SubsetFace {
  weight: number;
  bytes: Buffer;
  publishedBytes: number;
  codePoints: number[];
}

// Vike loads the Vite configuration several times per build, each time as a fresh module: the
// faces are made once per process and folder.
const runs = ((globalThis as { arabicFontSubsetRuns?: Map<string, Promise<void>> }).arabicFontSubsetRuns ??= new Map());

export function arabicFontSubset(): Plugin {
  return {
    name: 'arabic-font-subset',
    configResolved(config) {
      if (!runs.has(config.root))
        runs.set(
          config.root,
          writeArabicFaces(config.root, (line) => config.logger.info(line)),
        );
      return runs.get(config.root);
    },
  };
}

async function writeArabicFaces(root: string, log: (line: string) => void): Promise<void> {
  const characters = arabicFaceCharacters(root);
  const resolvePackageFile = createRequire(join(root, 'package.json')).resolve;
  const faces: SubsetFace[] = [];
  for (const weight of WEIGHTS) {
    const published = readFileSync(resolvePackageFile(publishedFace(weight)));
    const bytes = await subsetFont(published, characters, { targetFormat: 'woff2' });
    faces.push({ weight, bytes, publishedBytes: published.length, codePoints: mappedCodePoints(bytes) });
  }
  const folder = join(root, OUTPUT_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const face of faces) writeIfChanged(join(folder, subsetFace(face.weight)), face.bytes);
  writeIfChanged(join(folder, CSS_FILE), Buffer.from(fontFaceRules(faces)));
  const sizes = faces.map((face) => `${face.weight}: ${face.publishedBytes} -> ${face.bytes.length} bytes`).join(', ');
  log(`arabic font subset: ${faces[0].codePoints.length} characters (${sizes})`);
}

/** The code points the font draws; its character map also lists U+FFFF, which ends every
 *  format 4 map and points at no glyph. */
function mappedCodePoints(fontFile: Buffer): number[] {
  const font = create(fontFile) as Font;
  return font.characterSet.filter((code) => font.hasGlyphForCodePoint(code));
}

function fontFaceRules(faces: SubsetFace[]): string {
  const rules = faces.map((face) =>
    [
      '@font-face {',
      "  font-family: 'IBM Plex Sans Arabic';",
      '  font-style: normal;',
      '  font-display: swap;',
      `  font-weight: ${face.weight};`,
      `  src: url(./${subsetFace(face.weight)}) format('woff2');`,
      `  unicode-range: ${toUnicodeRange(face.codePoints)};`,
      '}',
    ].join('\n'),
  );
  return `/* Written by vite-plugins/arabic-font-subset.ts at every build and development start. */\n${rules.join('\n')}\n`;
}

// Another build or development server in the same checkout may be reading these files: an unchanged
// file is left alone (no reload), a changed one replaced in one step (never seen half-written).
function writeIfChanged(path: string, bytes: Buffer): void {
  try {
    if (readFileSync(path).equals(bytes)) return;
  } catch {
    // not written yet
  }
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, path);
}
