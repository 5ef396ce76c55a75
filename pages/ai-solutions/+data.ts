import type { PageContextServer } from 'vike/types';
import { familyIndexData } from '../_family/family-data.js';
import { aiSolutionsFamily } from './family.js';

export const data = (pageContext: PageContextServer) => familyIndexData(pageContext, aiSolutionsFamily);
