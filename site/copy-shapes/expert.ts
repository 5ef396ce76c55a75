// The Riyadh expert's words (locales/{en,ar}/expert.ts): the page and the profile its structured
// data publishes. The page is English only, so only English words the headings around the name.
import type { PageCopy } from './page-copy.js';

export interface ExpertProfile {
  role: string;
  bio: string;
  expertise: string[];
  languages: string[];
}

export interface ExpertCopy {
  expertPage: PageCopy;
  expertProfile: ExpertProfile;
}

/** The h1 and title around the expert's name, which an operator sets (EXPERT_NAME). */
export interface ExpertNaming {
  h1: (name: string) => string;
  title: (name: string) => string;
}

export interface EnglishExpertCopy extends ExpertCopy {
  expertNamed: ExpertNaming;
}
