import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import type { Permission } from '../../../gql/graphql';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { CreateRoleMutation, SaveRolePermissionsMutation } from '../documents';
import { useFailureToast } from '../useFailureToast';
import type { CompanyRole } from '../useRoleOptions';
import { PermissionChecks } from './PermissionChecks';
import type { Granter } from './permissionGroups';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  permissions: { border: 'none', margin: 0, padding: 0 },
  legend: { fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS },
});

/** The platform keeps role names to 30 characters (contract roleName). */
const NAME_MAX = 30;
/** The role list and the member list's role names change with a role. */
const roleContext = { additionalTypenames: ['CompanyRole', 'User'] };

/** Creates a custom role, or renames one and sets its permissions (`role` given). */
export function RoleDialog({ role, granter, onClose }: { role: CompanyRole | null; granter: Granter; onClose(): void }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const toast = useAppToast();
  const failed = useFailureToast();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<Permission[]>(role ? [...role.permissions] : []);
  const [created, create] = useMutation(CreateRoleMutation);
  const [saved, save] = useMutation(SaveRolePermissionsMutation);
  const busy = created.fetching || saved.fetching;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = { name: name.trim(), description: description.trim(), permissions };
    const { error } = role ? await save({ input: { roleId: role.roleId, ...fields } }, roleContext) : await create({ input: fields }, roleContext);
    if (error) return failed(error);
    toast.show(role ? t('roleForm.saved') : t('roleForm.created'));
    onClose();
  };

  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <form onSubmit={(e) => void submit(e)}>
          <DialogBody>
            <DialogTitle>{role ? t('roleForm.editTitle', { name: role.name }) : t('roleForm.createTitle')}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field label={t('roleForm.name')} required>
                <Input value={name} maxLength={NAME_MAX} onChange={(_, d) => setName(d.value)} />
              </Field>
              <Field label={t('roleForm.description')}>
                <Textarea value={description} maxLength={200} onChange={(_, d) => setDescription(d.value)} />
              </Field>
              {/* not a Field: a Field gives its one id to every checkbox inside */}
              <fieldset className={styles.permissions}>
                <legend className={styles.legend}>{t('roleForm.permissions')}</legend>
                <PermissionChecks value={permissions} onChange={setPermissions} granter={granter} />
              </fieldset>
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={busy || name.trim() === ''}>
                {t('roleForm.save')}
              </Button>
              <Button onClick={onClose}>{t('cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
