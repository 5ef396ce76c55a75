// Where a lead opens from an admin screen (the board, the dashboard, my activities): the admin's
// list with that lead's form open.
import type { Locale } from '../../../site/languages.js';
import { localizePath } from '../../../site/paths.js';

export const leadAddress = (id: number, locale: Locale) => `${localizePath('/admin', locale)}?lead=${id}`;
