// The locations page's words (locales/{en,ar}/locations.ts): the page and the regions served with
// their cities; a city's id ties it to its pages (pages/city/cities.ts).
import type { PageCopy } from './page-copy.js';

export interface ServedCity {
  id: string;
  name: string;
}

export interface Region {
  id: string;
  name: string;
  summary: string;
  cities: ServedCity[];
}

export interface LocationsCopy {
  locationsPage: PageCopy;
  regions: Region[];
}
