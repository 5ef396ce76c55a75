// Language prefixes and the route rules that do not depend on a page.
import type { Locale } from './languages.js';
import { isAdminScreenPath } from './admin-routes.js';

export const localeOfPath = (path: string): Locale => (path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en');

/** "/ar/about" -> "/about", "/ar" -> "/", "/about" -> "/about". */
export function stripLocale(path: string): string {
  if (path === '/ar' || path === '/ar/') return '/';
  return path.startsWith('/ar/') ? path.slice(3) : path;
}

/** The path of a language-neutral route in a language: ("/about", "ar") -> "/ar/about", ("/", "ar") -> "/ar". */
export function localizePath(logicalPath: string, locale: Locale): string {
  if (locale === 'en') return logicalPath;
  return logicalPath === '/' ? '/ar' : `/ar${logicalPath}`;
}

/** What a URL path says about the page: its language, and the path routes match against. A route
 * with no Arabic version asked for under /ar gets a logical path no route matches (a 404). Every
 * part of the site that needs a request's language asks this one function. */
export function routeFactsOf(pathname: string): { locale: Locale; logicalPath: string } {
  const locale = localeOfPath(pathname);
  const stripped = stripLocale(pathname);
  return { locale, logicalPath: locale === 'ar' && isPlainOnly(stripped) ? NO_SUCH_ROUTE : stripped };
}

const NO_SUCH_ROUTE = '/__no-arabic-version__';

/** Routes with no Arabic version: the Riyadh expert profile (/{name}-riyadh). */
export function isPlainOnly(logicalPath: string): boolean {
  return isExpertShapedPath(logicalPath);
}

/** "/admin", "/ar/admin", "/ar/database/x": a path inside an admin screen, in either language. */
export const isAdminScreenInAnyLanguage = (path: string) => isAdminScreenPath(stripLocale(path));

/** /{name}-riyadh, except the Riyadh city page: the shape of the expert profile's path. */
export function isExpertShapedPath(logicalPath: string): boolean {
  return /^\/[a-z0-9-]+-riyadh$/.test(logicalPath) && logicalPath !== '/odoo-riyadh';
}

/** The header item a path belongs to: the current path starts with its link. */
export function isActiveLink(logicalPath: string, href: string): boolean {
  if (href === '/') return logicalPath === '/';
  return logicalPath === href || logicalPath.startsWith(`${href}/`);
}
