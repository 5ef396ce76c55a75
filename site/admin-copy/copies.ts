// One section of the admin's words in every language the admin speaks. A section's shape is declared
// once (its interface beside this file), so each language must give every key.
import type { Locale } from '../languages.js';

export type AdminCopies<Copy> = Readonly<Record<Locale, Copy>>;
