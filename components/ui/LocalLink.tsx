// A link to a logical path in the current page's language (/about -> /ar/about on Arabic pages).
import type { AnchorHTMLAttributes } from 'react';
import { localizePath } from '../../site/paths.js';
import { usePageContext } from '../page-context.js';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

export function LocalLink({ href, children, ...rest }: Props) {
  const { locale } = usePageContext();
  const [path, hash] = href.split('#');
  const localized = localizePath(path || '/', locale) + (hash ? `#${hash}` : '');
  return (
    <a href={localized} {...rest}>
      {children}
    </a>
  );
}
