// The article's sections as same-page links; sticky beside the text on wide screens.
import type { ArticleHeading } from '../../site/blog-article.js';
import { useT } from '../../components/ui/Msg.js';

export function TableOfContents({ items }: { items: ArticleHeading[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav
      aria-labelledby="toc-title"
      className="mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:mb-0 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto"
    >
      <h2 id="toc-title" className="text-base font-bold text-slate-900">
        {t('blog.toc')}
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="block text-brand-800 underline-offset-2 hover:underline">
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
