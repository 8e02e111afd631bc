import { BUILTIN_ROLE_NAMES, BUILTIN_ROLE_PERMISSIONS, type BuiltinRole } from '@huiliu/core';
import { graphqlPermission } from '../session/permissionNames';

/**
 * The `Me` answer of a component test for a person of a built-in role, with the permissions the platform would
 * give that role (GraphQL spells `pipelines.view` PIPELINES_VIEW): screens that hide what a role may not do read it.
 */
export function meOf(role: BuiltinRole, { userid = '1000000000000000001', uname = '张三' } = {}) {
  return {
    data: {
      me: {
        __typename: 'User',
        userid,
        companyId: '2000000000000000001',
        uname,
        role,
        builtinRole: role.toUpperCase(),
        roleName: BUILTIN_ROLE_NAMES[role],
        permissions: BUILTIN_ROLE_PERMISSIONS[role].map(graphqlPermission),
      },
    },
  };
}
