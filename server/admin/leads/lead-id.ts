// A lead's id as a path names it: a positive whole number that fits the column, or a 400 naming `id`;
// and the one answer for an id no lead has.
import { refusal } from '../../http/errors.js';

export function leadIdOf(param: string): number {
  const id = Number(param);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647 || !/^\d+$/.test(param))
    throw refusal(400, 'Invalid lead id', { id: 'Must be a positive whole number' });
  return id;
}

export const noSuchLead = () => refusal(404, 'No such lead');
