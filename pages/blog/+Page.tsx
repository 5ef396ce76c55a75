// The blog index: heading, category filter and the articles, newest first.
import { ArticleCard } from './ArticleCard.js';
import { CategoryFilter } from './CategoryFilter.js';
import { useT } from '../../components/ui/Msg.js';
import { useData } from '../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { articles, categories, activeCategory } = useData<Data>();
  const t = useT();
  return (
    <>
      <header className="bg-gradient-to-br from-brand-800 to-plum-500 text-white">
        <div className="container-page py-12 sm:py-16">
          <h1 className="max-w-3xl text-2xl leading-tight font-bold sm:text-4xl">{t('blog.heading')}</h1>
          <p className="mt-4 max-w-3xl text-lg text-white/95">{t('blog.lead')}</p>
        </div>
      </header>
      <div className="container-page py-10 sm:py-12">
        <CategoryFilter categories={categories} active={activeCategory} />
        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          {t('blog.articleCount', { count: articles.length })}
        </p>
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
