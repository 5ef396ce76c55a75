import type { PageContextServer } from 'vike/types';
import { familyPageData } from '../../_family/family-data.js';
import { webAppsFamily } from '../family.js';

export const data = (pageContext: PageContextServer) => familyPageData(pageContext, webAppsFamily);
