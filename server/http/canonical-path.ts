// The one reading of a request path that authorization decisions use. It undoes every spelling
// trick a router or a proxy might forgive: percent-encoding (also encoded twice), backslashes, runs
// of slashes, dot segments, letter case, Vike's ".pageContext.json" data suffix and a trailing slash.
// Deciding on this form means a spelling can only ever widen what is guarded, never narrow it.
import { posix } from 'node:path';

const MAX_DECODE_ROUNDS = 4;

function decodeFully(path: string): string {
  let current = path;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape stays as written; the others around it are still decoded.
      next = current.replace(/%[0-9a-f]{2}/gi, (escape) => String.fromCharCode(parseInt(escape.slice(1), 16)));
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

export function canonicalPath(rawPath: string): string {
  const slashes = `/${decodeFully(rawPath)}`.replace(/\\/g, '/');
  const normalized = posix.normalize(slashes).toLowerCase();
  return normalized.replace(/(\/index)?\.pagecontext\.json$/, '').replace(/\/+$/, '') || '/';
}
