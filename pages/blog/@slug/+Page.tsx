// One article: breadcrumb, category, title, byline, table of contents, the compiled
// Markdown and a call to action. The HTML comes from the build (no Markdown parser in the browser).
import { ArticleByline } from '../ArticleByline.js';
import { ArticleCta } from '../ArticleCta.js';
import { Breadcrumbs } from '../../../components/content/Breadcrumbs.js';
import { TableOfContents } from '../TableOfContents.js';
import { proseClasses } from '../prose-classes.js';
import { LocalLink } from '../../../components/ui/LocalLink.js';
import { useT } from '../../../components/ui/Msg.js';
import { useData, usePageContext } from '../../../components/page-context.js';
import type { Data } from './+data.js';

export default function Page() {
  const { article } = useData<Data>();
  const { logicalPath } = usePageContext();
  const t = useT();
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-800 to-plum-500 text-white">
        <div className="container-page py-10 sm:py-14">
          <Breadcrumbs
            crumbs={[
              { name: t('common.home'), path: '/' },
              { name: t('nav.blog'), path: '/blog' },
              { name: article.title, path: logicalPath },
            ]}
          />
          <LocalLink
            href={`/blog?category=${article.category}`}
            className="mt-6 inline-block rounded-full bg-white/15 px-3 py-1 text-sm font-semibold text-white hover:bg-white/25"
          >
            {t(`blog.category.${article.category}`)}
          </LocalLink>
          <h1 className="mt-3 max-w-4xl text-3xl leading-tight font-bold sm:text-4xl">{article.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-white/95">{article.description}</p>
          <ArticleByline {...article} />
        </div>
      </header>
      <div className="container-page py-10 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        <TableOfContents items={article.toc} />
        <div className="min-w-0 max-w-3xl">
          <div className={proseClasses} dangerouslySetInnerHTML={{ __html: article.html }} />
          <ArticleCta />
        </div>
      </div>
    </article>
  );
}
