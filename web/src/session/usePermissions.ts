import type { Permission } from '@huiliu/core';
import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MeQuery } from '../layout/documents';
import { graphqlPermission } from './permissionNames';

export interface Permissions {
  /** Whether the signed-in person's role grants `permission`; false while `me` is still loading. */
  can(permission: Permission): boolean;
  /** The role's key (built-in or a custom role's id), for screens that show it. */
  role: string | null;
  fetching: boolean;
}

/**
 * What the signed-in person may do (issue 13), from `me.permissions`: screens hide what the role does not
 * grant. Hiding is a courtesy; the platform refuses the call whatever the screen shows.
 */
export function usePermissions(): Permissions {
  const [me] = useQuery({ query: MeQuery });
  const granted = me.data?.me?.permissions;
  const role = me.data?.me?.role ?? null;
  return useMemo(() => {
    const names = new Set<string>(granted ?? []);
    return { can: (permission: Permission) => names.has(graphqlPermission(permission)), role, fetching: me.fetching };
  }, [granted, role, me.fetching]);
}
