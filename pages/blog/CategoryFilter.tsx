// Category filter as plain links (/blog?category=…), so it works without JavaScript.
import type { BlogCategory } from '../../site/blog-front-matter.js';
import { LocalLink } from '../../components/ui/LocalLink.js';
import { useT } from '../../components/ui/Msg.js';

interface Props {
  categories: readonly BlogCategory[];
  active: string | null;
}

export function CategoryFilter({ categories, active }: Props) {
  const t = useT();
  const pill = (current: boolean) =>
    `inline-block whitespace-nowrap rounded-full border px-4 py-1.5 text-sm font-semibold ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:border-brand-700 hover:text-brand-800'}`;
  const items = [
    { href: '/blog', label: t('blog.allArticles'), current: active === null },
    ...categories.map((c) => ({ href: `/blog?category=${c}`, label: t(`blog.category.${c}`), current: active === c })),
  ];
  return (
    <nav aria-label={t('blog.filterLabel')}>
      {/* One scrolling row on phones: wrapped rows would re-wrap, and push the list, when the web font arrives. */}
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map((item) => (
          <li key={item.href}>
            <LocalLink href={item.href} className={pill(item.current)} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
