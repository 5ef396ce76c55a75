// The CSP sources that allow a page's own inline scripts by their content: one 'sha256-…' per
// inline script the browser would run. Data blocks (JSON, JSON-LD) are not run and need none. A
// page's scripts are the same for every visitor of a build, so its policy is too, and the page's
// bytes can be shared by every visitor and every cache.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
const RUNNABLE_TYPE = /^(module|text\/javascript|application\/javascript)$/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type !== undefined && !RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
