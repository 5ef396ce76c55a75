// The ads landing page: the copy of a content page with its short form beside the h1. The form runs
// in the browser; the words are static regions.
import { CopyBody, CopyHeading } from '../../components/content/CopyArticle.js';
import { CopyHeader } from '../../components/content/CopyHeader.js';
import { PriceRanges } from '../../components/content/PriceRanges.js';
import { useData } from '../../components/page-context.js';
import { Static } from '../../components/Static.js';
import { LandingForm } from './LandingForm.js';
import type { Data } from './+data.js';

export default function Page() {
  return (
    <article>
      <CopyHeader aside={<LandingForm />}>
        <Static id="landing-heading">{import.meta.env.SSR ? () => <LandingHeading /> : undefined}</Static>
      </CopyHeader>
      <Static id="landing-body">{import.meta.env.SSR ? () => <LandingBody /> : undefined}</Static>
    </article>
  );
}

function LandingHeading() {
  const { copy, crumbs } = useData<Data>();
  return <CopyHeading copy={copy} crumbs={crumbs} />;
}

function LandingBody() {
  const { copy } = useData<Data>();
  // The closing call to action returns to the form at the top rather than leaving the page.
  return (
    <CopyBody copy={copy} ctaHref="/odoo-saudi-arabia#landing-form-title">
      <PriceRanges />
    </CopyBody>
  );
}
