// The answers the estimator starts from: those of a form sent back with errors (its answers field),
// else the address's, else the defaults.
import type { PageContext } from 'vike/types';
import { ANSWERS_FIELD, answersFromQuery, answersFromSearch, type EstimateAnswers } from '../../site/price-estimate.js';

export function initialAnswers({ formState, urlParsed }: PageContext): EstimateAnswers {
  const posted = formState?.values?.[ANSWERS_FIELD];
  return posted !== undefined ? answersFromQuery(posted) : answersFromSearch(urlParsed.searchAll);
}
