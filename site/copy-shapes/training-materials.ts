// The training materials page's words (locales/{en,ar}/training-materials.ts): the page and each
// course outline.
import type { PageCopy } from './page-copy.js';

export interface CourseOutline {
  id: string;
  title: string;
  level: string;
  summary: string;
  topics: string[];
}

export interface TrainingMaterialsCopy {
  trainingMaterialsPage: PageCopy;
  trainingMaterials: CourseOutline[];
}
