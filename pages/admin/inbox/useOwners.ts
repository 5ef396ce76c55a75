// The admins a lead can be given to, loaded once for the owner filter and the lead's owner choice.
import type { AdminOwner } from '../../../site/admin-types.js';
import { listOwners } from '../api/leads.js';
import { useAdminData } from '../shared/useAdminData.js';

const everyone = (_key: 'owners', signal: AbortSignal) => listOwners(signal);

/** Nobody until they are loaded, or when they could not be. */
export function useOwners(): AdminOwner[] {
  const { state } = useAdminData('owners', everyone);
  return state.status === 'ready' ? state.data : [];
}
