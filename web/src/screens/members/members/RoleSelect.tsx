import { Select, Text } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { UpdateUserProductRolesMutation } from '../documents';

/** A role the select offers: its key, its name for the reader, and whether the signed-in person may give it. */
export interface RoleOption {
  roleId: string;
  label: string;
  grantable: boolean;
}

/** The product whose role this screen sets (spec §7 product roles; one product today). */
const PRODUCT = 'huiliu';

/** A changed role changes the member list (the document cache refetches what shows people). */
const changeContext = { additionalTypenames: ['User'] };

/**
 * A person's role as a select that calls the product roles PATCH (spec §7) and then shows what the platform answered
 * (spec §4: the client replaces its roles with the server's). A refusal is only logged (spec §8: members calls fail
 * to the console) and the select stays on the role the person holds.
 */
export function RoleSelect(props: { userId: string; name: string; role: string; label: string; options: readonly RoleOption[] }) {
  const { userId, name, role, label, options } = props;
  const { t } = useTranslation('members');
  const [shown, setShown] = useState(role);
  const [result, update] = useMutation(UpdateUserProductRolesMutation);
  // the select keeps the role held until the platform answers, then shows the role it answered
  const choose = async (next: string) => {
    const { data, error } = await update({ userId, roles: [{ product: PRODUCT, role: next }] }, changeContext);
    const held = data?.updateUserProductRoles.roles.find((r) => r.product === PRODUCT)?.role;
    if (error) console.error('updateUserProductRoles:', error.message);
    if (held) setShown(held);
  };
  const current = options.find((o) => o.roleId === shown);
  // a role beyond the reader's own cannot be changed by them: named, not offered
  if (!current?.grantable) return <Text>{current?.label ?? label}</Text>;
  return (
    <Select aria-label={t('list.roleOf', { name })} value={shown} disabled={result.fetching} onChange={(_, d) => void choose(d.value)}>
      {options
        .filter((o) => o.grantable || o.roleId === shown)
        .map((o) => (
          <option key={o.roleId} value={o.roleId}>
            {o.label}
          </option>
        ))}
    </Select>
  );
}
