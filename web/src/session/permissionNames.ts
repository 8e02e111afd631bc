import type { Permission as CorePermission } from '@huiliu/core';
import type { Permission } from '../gql/graphql';

/** GraphQL spells core's `pipelines.view` as PIPELINES_VIEW. */
export function graphqlPermission(permission: CorePermission): Permission {
  return permission.replace('.', '_').toUpperCase() as Permission;
}

/** core's spelling of a GraphQL permission name. */
export function corePermission(permission: Permission): CorePermission {
  return permission.toLowerCase().replace('_', '.') as CorePermission;
}
