// Every router of the app matches paths exactly: case-sensitive and without a tolerated trailing
// slash. A route then has one spelling, so a guard keyed on that spelling cannot be walked around
// with /API/Admin or /api/admin/leads/ (those are 404 here, and the admin guard runs before them).
import Router, { type RouterOptions } from '@koa/router';

export function strictRouter(options: Omit<RouterOptions, 'sensitive' | 'strict'> = {}): Router {
  return new Router({ ...options, sensitive: true, strict: true });
}
