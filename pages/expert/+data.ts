// The Riyadh expert's profile: English only, linked from /odoo-riyadh and /about.
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { copyPageData } from '../../components/head/copy-page-data.js';
import { copyFor } from '../../locales/copy.js';
import { expertPath } from '../../site/profile.js';
import { personJsonLd } from '../../site/structured-data/person.js';

const { expertNamed, expertPage, expertProfile } = copyFor('expert', 'en');

export function data(pageContext: PageContextServer) {
  const { site } = pageContext;
  if (pageContext.logicalPath !== expertPath(site)) throw render(404);
  const name = site.expert.name.en;
  const copy = {
    ...expertPage,
    h1: expertNamed.h1(name),
    meta: { ...expertPage.meta, title: expertNamed.title(name) },
  };
  const person = personJsonLd(site, `${site.siteUrl}${pageContext.logicalPath}`, { name, ...expertProfile });
  return {
    ...copyPageData(pageContext, copy, [{ labelId: 'nav.about', path: '/about' }], {
      jsonLd: [person],
      ogType: 'profile',
      plainOnly: true,
    }),
    name,
    profile: expertProfile,
  };
}
export type Data = ReturnType<typeof data>;
