// One article in the blog index: category, title (the link), excerpt, its last update (or the day it
// was published, when it has not been updated since) and reading time.
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';
import type { BlogCategory } from '../../site/blog-front-matter.js';

export interface ArticleSummary {
  slug: string;
  title: string;
  description: string;
  category: BlogCategory;
  published: string;
  publishedLabel: string;
  updated: string;
  updatedLabel: string;
  readingMinutes: number;
}

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const t = useT();
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:shadow-md">
      <p className="text-sm font-semibold text-plum-500">{t(`blog.category.${article.category}`)}</p>
      <h2 className="mt-2 text-xl leading-snug font-bold text-slate-900">
        <LocalLink href={`/blog/${article.slug}`} className="hover:text-brand-800 hover:underline">
          {article.title}
        </LocalLink>
      </h2>
      <p className="mt-3 flex-1 text-slate-700">{article.description}</p>
      <p className="mt-4 flex flex-wrap gap-x-3 text-sm text-slate-600">
        {article.updated !== article.published ? (
          <span>
            {t('blog.updated')} <time dateTime={article.updated}>{article.updatedLabel}</time>
          </span>
        ) : (
          <time dateTime={article.published}>{article.publishedLabel}</time>
        )}
        <span aria-hidden="true">·</span>
        <span>{t('blog.readingTime', { minutes: article.readingMinutes })}</span>
      </p>
    </article>
  );
}
