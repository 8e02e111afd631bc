import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { DeleteRoleMutation } from '../documents';
import { useFailureToast } from '../useFailureToast';
import type { CompanyRole } from '../useRoleOptions';

/** The call answers only an id: the role list is told it changed. */
const deleteContext = { additionalTypenames: ['CompanyRole'] };

/** Asks first; a role people still hold is refused by the platform, which says how many. */
export function DeleteRoleDialog({ role, onClose }: { role: CompanyRole; onClose(): void }) {
  const { t } = useTranslation('members');
  const toast = useAppToast();
  const failed = useFailureToast();
  const [result, remove] = useMutation(DeleteRoleMutation);
  const confirm = async () => {
    const { error } = await remove({ roleId: role.roleId }, deleteContext);
    if (error) return failed(error);
    toast.show(t('roles.deleted', { name: role.name }));
    onClose();
  };
  return (
    <ConfirmDeleteDialog
      title={t('roles.deleteTitle', { name: role.name })}
      body={t('roles.deleteBody')}
      confirmLabel={t('roles.delete')}
      busy={result.fetching}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
