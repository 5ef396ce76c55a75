// The rendered-page cache. A public page depends only on its path (which holds the language), the
// site profile, the build and the year (the footer's copyright line): it is rendered once per year,
// compressed once (brotli at its highest quality, and gzip) and answered from memory with a strong
// ETag, so a request for it does no rendering and no compression. Pages with a query string, a
// form's errors or an admin session are never cached.
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { startOfNextYear } from '../../site/current-year.js';

export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** A strong validator: the hash of the uncompressed body. */
  etag: string;
  /** When the page must be rendered again: the start of the next year. */
  expiresAt: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function cachedPageOf(
  status: number,
  headers: Array<[string, string]>,
  html: string,
  now = Date.now(),
): Promise<CachedPage> {
  const body = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { status, headers, body, br, gzip: gz, etag, expiresAt: startOfNextYear(now) };
}

export class RenderedPageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 1000) {}

  /** The cached page, or undefined when there is none or it has expired. */
  get(path: string, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(path);
    if (!page) return undefined;
    this.pages.delete(path);
    if (now >= page.expiresAt) return undefined;
    // Back at the end of the least-recently-used order.
    this.pages.set(path, page);
    return page;
  }

  set(path: string, page: CachedPage): void {
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(path, page);
  }

  get size(): number {
    return this.pages.size;
  }
}
