// printable(): what the activity log prints can neither break a line, drive a terminal nor turn text
// around, and what is already printable (Arabic included) is left as it is.
import { describe, expect, it } from 'vitest';
import { printable } from '../../site/printable-text.js';

describe('printable', () => {
  it('writes every C0, DEL and C1 character as a visible escape', () => {
    for (let code = 0; code <= 0x9f; code++) {
      if (code >= 0x20 && code < 0x7f) continue;
      const escaped = printable(`a${String.fromCharCode(code)}b`);
      expect(escaped, code.toString(16)).toBe(`a\\x${code.toString(16).toUpperCase().padStart(2, '0')}b`);
    }
  });

  it('writes line separators and every bidi mark, embedding, override and isolate as escapes', () => {
    expect(printable('\u2028\u2029\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069')).toBe(
      '\\u2028\\u2029\\u061C\\u200E\\u200F\\u202A\\u202B\\u202C\\u202D\\u202E\\u2066\\u2067\\u2068\\u2069',
    );
  });

  it('keeps printable text, Arabic included, and changes nothing when applied twice', () => {
    const text = 'owner exported 3 leads — عبدالله الشمري (50%) \\x1B';
    expect(printable(text)).toBe(text);
    const once = printable('x\n\u001b[2J\u202Eevil');
    expect(once).toBe('x\\x0A\\x1B[2J\\u202Eevil');
    expect(printable(once)).toBe(once);
  });
});
