// The admins a lead can be given to, loaded once for the owner filter and the lead's owner choice.
import { useEffect, useState } from 'react';
import { apiRequest, ApiError } from '../../../components/api-client.js';
import type { AdminOwner } from '../../../site/admin-types.js';

export function useOwners(onExpired: () => void): AdminOwner[] {
  const [owners, setOwners] = useState<AdminOwner[]>([]);
  useEffect(() => {
    let current = true;
    apiRequest<{ owners: AdminOwner[] }>('GET', '/api/admin/owners').then(
      (answer) => current && setOwners(answer.owners),
      (error: unknown) => {
        if (current && error instanceof ApiError && error.status === 401) onExpired();
      },
    );
    return () => {
      current = false;
    };
  }, [onExpired]);
  return owners;
}
