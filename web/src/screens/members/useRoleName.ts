import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuiltinRole } from '../../gql/graphql';

/**
 * A role's name for the reader: a built-in role worded in their language by its key (never core's Chinese name in
 * English), a custom role by the name its company gave it.
 */
export function useRoleName(): (role: { builtinRole?: BuiltinRole | null; roleName: string }) => string {
  const { t } = useTranslation('members');
  return useCallback((role) => (role.builtinRole ? t(`roles.builtin.${role.builtinRole}`) : role.roleName), [t]);
}
