import type { PageContextServer } from 'vike/types';
import { familyPageData } from '../../_family/family-data.js';
import { servicesFamily } from '../family.js';

export const data = (pageContext: PageContextServer) => familyPageData(pageContext, servicesFamily);
