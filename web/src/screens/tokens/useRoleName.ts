import { useTranslation } from 'react-i18next';
import type { BuiltinRole } from '../../gql/graphql';

/** A built-in role in the reader's language, a custom role by the company's own name. */
export function useRoleName(): (role: { builtinRole?: BuiltinRole | null; roleName: string }) => string {
  const { t } = useTranslation('tokens');
  return (role) => (role.builtinRole ? t(`roles.${role.builtinRole}`) : role.roleName);
}
