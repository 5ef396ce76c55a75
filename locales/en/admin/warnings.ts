import type { WarningsCopy } from '../../../site/admin-copy/warnings.js';

export const warnings: WarningsCopy = {
  heading: 'This site is not set up correctly for production',
  // The server words each warning for the operator in English already.
  detail: (warning) => warning.text,
};
