// The dashboard's colours: each at least 4.5:1 on white (so a thin bar or a segment stands out from
// the card), neighbours in a stack apart in lightness as well as hue, and each series with its own
// texture besides.
import type { Texture } from './chart-series.js';

type Look = { color: string; texture: Texture };

export const sourceLooks = {
  popup: { color: '#167a6a', texture: 'solid' }, // brand-700, 5.2:1
  contact: { color: '#714b67', texture: 'stripes' }, // plum, 7.2:1
  landing: { color: '#b45309', texture: 'dots' }, // amber-700, 5.0:1
  estimate: { color: '#6d28d9', texture: 'checks' }, // violet-700, 7.1:1
} as const satisfies Record<string, Look>;

export const languageLooks = {
  en: { color: '#1d4ed8', texture: 'solid' }, // blue-700, 6.7:1
  ar: { color: '#9a3412', texture: 'stripes' }, // orange-800, 7.3:1
} as const satisfies Record<string, Look>;

export const stageLook: Look = { color: '#167a6a', texture: 'solid' };
export const wonLook: Look = { color: '#0d4038', texture: 'checks' }; // brand-900, 11:1
export const lostLook: Look = { color: '#b91c1c', texture: 'stripes' }; // red-700, 6.5:1

export const leadsBarColor = '#167a6a';
export const wonBarColor = '#0d4038';
