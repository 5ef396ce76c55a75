// Times in the admin screens are Saudi time, whatever the admin's computer is set to.
import { ADMIN_TIME_ZONE } from '../../site/admin-types.js';

const formatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: ADMIN_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const saudiTime = (iso: string) => formatter.format(new Date(iso));
