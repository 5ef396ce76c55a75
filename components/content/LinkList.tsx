// A compact list of links as pills, for long sibling lists (the other city pages).
import { LocalLink } from '../ui/LocalLink.js';

export function LinkList({
  id,
  heading,
  links,
}: {
  id: string;
  heading: string;
  links: Array<{ href: string; title: string }>;
}) {
  return (
    <section aria-labelledby={id} className="mt-14">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-5 flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <LocalLink
              href={link.href}
              className="inline-block rounded-full border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
            >
              {link.title}
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
