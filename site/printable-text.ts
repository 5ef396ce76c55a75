// Text printed for an operator, one record per line (the activity log on the admin screen and in a
// terminal): every character that could move the cursor, start a line of its own, recolour or clear
// a terminal, or reorder what is shown is written out as a visible escape instead ("\x1B", "\u202E").
// That is C0 (tab and line breaks included), DEL, C1 (ESC's 8-bit forms included), the line and
// paragraph separators, and every bidi mark, embedding, override and isolate. The escapes are plain
// ASCII, so escaping twice changes nothing.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const UNPRINTABLE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]/g;

const escapeOf = (character: string) => {
  const code = character.charCodeAt(0);
  return code <= 0xff
    ? `\\x${code.toString(16).toUpperCase().padStart(2, '0')}`
    : `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;
};

export const printable = (text: string) => text.replace(UNPRINTABLE, escapeOf);
