// What a family page shows besides its copy, in the order its family lists it.
import type { ReactNode } from 'react';
import { EngagementTerms } from '../../components/content/EngagementTerms.js';
import { PriceRanges } from '../../components/content/PriceRanges.js';
import { WaveCheck } from '../services/WaveCheck.js';
import type { FamilyExtra } from './family.js';

const views: Record<FamilyExtra, () => ReactNode> = {
  prices: () => <PriceRanges />,
  engagement: () => <EngagementTerms />,
  'wave-check': () => <WaveCheck />,
};

export function FamilyExtras({ extras }: { extras: FamilyExtra[] }) {
  return extras.map((extra) => <div key={extra}>{views[extra]()}</div>);
}
