// A lead form posted without JavaScript carries no key of its own (a public page is the same bytes
// for every visitor, so it cannot hold one), so its idempotency key is derived from the post: the
// page, the visitor's network, the lead's fields and the ten minutes it falls in. A double post or
// a reload of the POST stores one lead; other words, or the same words much later, are a new lead.
import { keyedHash } from '../../config/keyed-hash.js';
import { clientNetwork } from '../../http/client-network.js';

const WINDOW_MS = 10 * 60 * 1000;

export type FormIdempotencyKeyOf = (path: string, address: string, lead: object, now?: number) => string;

export function formIdempotencyKeyer(secret: string): FormIdempotencyKeyOf {
  return (path, address, lead, now = Date.now()) =>
    `form-${keyedHash(secret, JSON.stringify([path, clientNetwork(address), Math.floor(now / WINDOW_MS), lead]))}`;
}
