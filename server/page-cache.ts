// The rendered-page cache. A public page's HTML depends only on its path (which holds the
// language), the site config and the build, all fixed for the life of the process, so it is rendered
// once and kept. The one per-request part, the CSP nonce, is stored as a placeholder and filled in on
// every answer. Pages with a query string, a form's errors or an admin session are never cached.
export interface CachedPage {
  status: number;
  headers: Array<[string, string]>;
  /** The HTML with every occurrence of the render's nonce replaced by NONCE_PLACEHOLDER. */
  body: string;
  /** Whether the body holds a form-key placeholder to fill per answer (server/form-key.ts). */
  hasFormKey: boolean;
}

const NONCE_PLACEHOLDER = '\u0000csp-nonce\u0000';

export class RenderedPageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly maxEntries = 1000) {}

  /** The cached page with the request's nonce, or undefined. */
  get(path: string, nonce: string): CachedPage | undefined {
    const page = this.pages.get(path);
    if (!page) return undefined;
    // Refresh its place in the least-recently-used order.
    this.pages.delete(path);
    this.pages.set(path, page);
    return { ...page, body: page.body.replaceAll(NONCE_PLACEHOLDER, nonce) };
  }

  set(path: string, nonce: string, page: CachedPage): void {
    if (this.pages.size >= this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(path, { ...page, body: page.body.replaceAll(nonce, NONCE_PLACEHOLDER) });
  }

  get size(): number {
    return this.pages.size;
  }
}
