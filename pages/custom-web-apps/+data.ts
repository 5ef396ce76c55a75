import type { PageContextServer } from 'vike/types';
import { familyIndexData } from '../_family/family-data.js';
import { webAppsFamily } from './family.js';

export const data = (pageContext: PageContextServer) => familyIndexData(pageContext, webAppsFamily);
