// The pricing page: the estimator runs in the browser (and is rendered by the server from the address
// without JavaScript); the words around it are static regions.
import { CopyBody, CopyHeading } from '../../components/content/CopyArticle.js';
import { CopyHeader } from '../../components/content/CopyHeader.js';
import { PriceRanges } from '../../components/content/PriceRanges.js';
import { useData } from '../../components/page-context.js';
import { Static } from '../../components/Static.js';
import { Estimator } from './Estimator.js';
import type { Data } from './+data.js';

export default function Page() {
  return (
    <article>
      <Static id="pricing-heading">{import.meta.env.SSR ? () => <PricingHeading /> : undefined}</Static>
      <div className="container-page pt-10">
        <Estimator />
      </div>
      <Static id="pricing-body">{import.meta.env.SSR ? () => <PricingBody /> : undefined}</Static>
    </article>
  );
}

function PricingHeading() {
  const { copy, crumbs } = useData<Data>();
  return (
    <CopyHeader>
      <CopyHeading copy={copy} crumbs={crumbs} />
    </CopyHeader>
  );
}

function PricingBody() {
  const { copy } = useData<Data>();
  return (
    <CopyBody copy={copy}>
      <PriceRanges />
    </CopyBody>
  );
}
