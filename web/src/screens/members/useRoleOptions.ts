import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { CompanyRolesQuery as CompanyRolesResult } from '../../gql/graphql';
import { CompanyRolesQuery } from './documents';
import type { RoleOption } from './members/RoleSelect';
import { mayGrant, type Granter } from './roles/permissionGroups';
import { useConsoleOnlyFailure } from './useConsoleOnlyFailure';
import { useRoleName } from './useRoleName';

export type CompanyRole = CompanyRolesResult['companyRoles'][number];

/** The company's roles (built-in first), and each as an option the reader may or may not give. */
export function useRoleOptions(granter: Granter) {
  const [result, refetch] = useQuery({ query: CompanyRolesQuery });
  useConsoleOnlyFailure(result.error, 'companyRoles');
  const roleName = useRoleName();
  const roles = result.data?.companyRoles;
  const options = useMemo<RoleOption[]>(
    () =>
      (roles ?? []).map((r) => ({
        roleId: r.roleId,
        label: roleName({ builtinRole: r.builtinRole, roleName: r.name }),
        grantable: mayGrant(granter, r),
      })),
    [roles, roleName, granter],
  );
  return { roles: roles ?? [], options, result, refetch };
}
