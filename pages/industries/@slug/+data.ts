import type { PageContextServer } from 'vike/types';
import { familyPageData } from '../../_family/family-data.js';
import { industriesFamily } from '../family.js';

export const data = (pageContext: PageContextServer) => familyPageData(pageContext, industriesFamily);
