// Text a visitor typed, made safe to show to an admin: control characters (C0 other than tab and
// line breaks, DEL, C1) and the Unicode bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) are dropped. Those can make one column's text appear to belong to another, or a
// name read backwards, in the inbox and in a spreadsheet. Arabic letters, digits and the natural
// direction marks (U+200E, U+200F) are kept.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export const withoutControls = (text: string) => text.replace(HIDDEN_CONTROLS, '');

// Everything a mail client, a terminal or a chat app may take as the end of a line: CR, LF, CRLF,
// vertical tab, form feed, NEL (U+0085) and the Unicode line and paragraph separators.
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const BREAKS_AND_TABS = new RegExp(`(?:${LINE_BREAK.source}|\\t)+`, 'g');
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROLS_BUT_TAB = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F]/g;

/**
 * A one-line field (a name, a company, a phone): each run of line breaks and tabs becomes one space
 * and other control characters go, so the value can never start a line of its own where it is written out.
 */
export const singleLine = (text: string) => text.replace(BREAKS_AND_TABS, ' ').replace(CONTROLS_BUT_TAB, '');

/** A multi-line text (a message) as its lines, split at every kind of line break, controls but tab dropped. */
export const linesOf = (text: string): string[] =>
  text.split(LINE_BREAK).map((line) => line.replace(CONTROLS_BUT_TAB, ''));

/** A multi-line text with each line break written as one LF, and no other control character but tab. */
export const withPlainLineBreaks = (text: string) => linesOf(text).join('\n');
