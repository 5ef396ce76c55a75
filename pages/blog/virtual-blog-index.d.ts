// The article index the build provides (vite-plugins/blog-index.ts).
declare module 'virtual:blog-index' {
  import type { ArticleMeta } from '../../site/blog-article.js';
  const index: Record<'en' | 'ar', ArticleMeta[]>;
  export default index;
}
