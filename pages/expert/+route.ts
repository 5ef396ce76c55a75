// The Riyadh expert profile lives at /{name}-riyadh (plain only). The name comes from the site
// config at run time, so the route matches the shape and +data answers 404 for any other name.
import type { PageContext } from 'vike/types';
import { isExpertShapedPath } from '../../site/paths.js';

export const route = (pageContext: PageContext) => isExpertShapedPath(pageContext.urlPathname);
