// The characters the Arabic web font keeps: everything the site's own files can put on a page, and
// the Arabic a visitor can type into a form (names, messages) that admins read back.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose files hold text the site renders: copy, messages, articles, the site profile. */
const TEXT_FOLDERS = ['site', 'locales', 'components', 'pages', 'renderer', 'server'];
const TEXT_FILE = /\.(tsx?|mjs|json|md)$/;

/** What an Arabic keyboard types: comma, semicolon, question mark, the letters, tatweel, harakat,
 *  both sets of Arabic-Indic digits with their percent and separators, and the superscript alef.
 *  Persian and Urdu letters (U+0671 onwards) and the presentation forms stay out: no page shows the
 *  former, and the font reaches its joined and ligature glyphs through its layout tables, not
 *  through those code points. */
const TYPED_ARABIC: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x065f],
  [0x0660, 0x066d],
  [0x0670, 0x0670],
  [0x06f0, 0x06f9],
];

/** The Arabic face comes first in the Arabic pages' font stack and has always drawn the spaces
 *  between words, so it keeps them and word spacing stays as it was. */
const SPACES = [0x20, 0xa0];

/** Every candidate character, in code point order. Most source text is Latin, which this font does
 *  not have: the subsetter keeps only what the font maps. */
export function arabicFaceCharacters(root: string): string {
  const codePoints = new Set<number>(SPACES);
  for (const [first, last] of TYPED_ARABIC) for (let code = first; code <= last; code++) codePoints.add(code);
  for (const file of textFiles(root)) {
    for (const char of readFileSync(file, 'utf8')) {
      const code = char.codePointAt(0)!;
      if (code >= 0x20) codePoints.add(code); // line ends and tabs are never drawn
    }
  }
  return String.fromCodePoint(...[...codePoints].sort((a, b) => a - b));
}

function textFiles(root: string): string[] {
  return TEXT_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => TEXT_FILE.test(path))
      .map((path) => join(root, folder, path)),
  );
}
