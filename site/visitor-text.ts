// Text a visitor typed, made safe to show to an admin: control characters (C0 other than tab and
// line breaks, DEL, C1) and the Unicode bidi embeddings, overrides and isolates (U+202A–U+202E,
// U+2066–U+2069) are dropped. Those can make one column's text appear to belong to another, or a
// name read backwards, in the inbox and in a spreadsheet. Arabic letters, digits and the natural
// direction marks (U+200E, U+200F) are kept.
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const HIDDEN_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export const withoutControls = (text: string) => text.replace(HIDDEN_CONTROLS, '');
