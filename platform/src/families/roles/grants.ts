import { BUILTIN_ROLE_NAMES, BUILTIN_ROLE_PERMISSIONS, isBuiltinRole, isPermission, type Permission } from '@huiliu/core';

/**
 * What a role grants: a built-in role's fixed set, or a custom role's stored permissions (`custom`, null when
 * the role row is gone: a person whose custom role was deleted may do nothing until given another).
 */
export function rolePermissions(role: string, custom: readonly string[] | null): ReadonlySet<Permission> {
  if (isBuiltinRole(role)) return new Set(BUILTIN_ROLE_PERMISSIONS[role]);
  return new Set((custom ?? []).filter(isPermission));
}

/** The name a reply shows for a role: core's Chinese name of a built-in one, else the custom role's own. */
export function roleName(role: string, customName: string | null): string {
  return isBuiltinRole(role) ? BUILTIN_ROLE_NAMES[role] : (customName ?? '');
}
