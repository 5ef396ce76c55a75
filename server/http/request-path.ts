// The one total reading of a request path. A browser sends a path as printable ASCII starting with
// "/", every other byte percent-encoded from UTF-8. Anything else was never a link on any page: a "%"
// without two hex digits after it, bytes that are not UTF-8 (the overlong %c0%ae that some decoders
// read as ".", the lone surrogate %ed%a0%80, a truncated sequence), a raw byte above 0x7e, or a
// control character once decoded (NUL, tab, line breaks, DEL, C1). Such a path gets null here and is
// refused before any other part of the server decodes it (server/http/well-formed-paths.ts).
// A path that starts like a reference to another host ("//evil.example", "/\evil.example", "//a:b",
// also percent-encoded) is well formed but no page's either: it is refused there too, so no page,
// redirect or link is ever built from it.

/** Longer paths are refused with 414: no page or file of the site comes near it. */
export const MAX_PATH_BYTES = 2048;

const PRINTABLE_ASCII = /^[\x21-\x7e]*$/;
const HEX_PAIR = /^[0-9a-fA-F]{2}$/;
// eslint-disable-next-line no-control-regex -- matching control characters is this pattern's whole purpose
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// fatal: invalid or overlong sequences and surrogates throw instead of becoming U+FFFD.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function percentDecodedBytes(rawPath: string): Uint8Array | null {
  const bytes = new Uint8Array(rawPath.length);
  let length = 0;
  for (let i = 0; i < rawPath.length; i++) {
    if (rawPath[i] !== '%') {
      bytes[length++] = rawPath.charCodeAt(i);
      continue;
    }
    const hex = rawPath.slice(i + 1, i + 3);
    if (!HEX_PAIR.test(hex)) return null;
    bytes[length++] = parseInt(hex, 16);
    i += 2;
  }
  return bytes.subarray(0, length);
}

/** The path as its sender meant it (percent-escapes decoded once, as UTF-8), or null when it is not a path a browser would send. */
export function decodedPath(rawPath: string): string | null {
  if (!rawPath.startsWith('/') || !PRINTABLE_ASCII.test(rawPath)) return null;
  if (!rawPath.includes('%')) return rawPath;
  const bytes = percentDecodedBytes(rawPath);
  if (!bytes) return null;
  let text: string;
  try {
    text = strictUtf8.decode(bytes);
  } catch {
    return null;
  }
  return CONTROL.test(text) ? null : text;
}

/** "//evil.example", "/\evil.example" (decoded): what a browser reads as another host, were it a link. */
export const startsLikeHost = (decoded: string) => /^\/[/\\]/.test(decoded);
