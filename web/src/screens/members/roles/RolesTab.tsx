import { Button, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleOptions, type CompanyRole } from '../useRoleOptions';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import { mayGrant, type Granter } from './permissionGroups';
import { RoleCard } from './RoleCard';
import { RoleDialog } from './RoleDialog';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', justifyContent: 'flex-end' },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Dialog = { kind: 'edit'; role: CompanyRole | null } | { kind: 'delete'; role: CompanyRole } | null;

/** 角色: the four built-in roles read-only, the company's own created, renamed, given permissions and deleted. */
export function RolesTab({ granter }: { granter: Granter }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const { roles, result } = useRoleOptions(granter);
  const [dialog, setDialog] = useState<Dialog>(null);
  const manage = granter.can('members.manage');
  return (
    <div className={styles.root}>
      {manage && (
        <div className={styles.bar}>
          <Button appearance="primary" onClick={() => setDialog({ kind: 'edit', role: null })}>
            {t('roles.create')}
          </Button>
        </div>
      )}
      {!result.data && result.fetching && <Spinner label={t('loading')} />}
      <div className={styles.list} role="list" aria-label={t('tabs.roles')}>
        {roles.map((role) => (
          <RoleCard
            key={role.roleId}
            role={role}
            actions={
              manage && !role.builtin && mayGrant(granter, role)
                ? { edit: () => setDialog({ kind: 'edit', role }), remove: () => setDialog({ kind: 'delete', role }) }
                : undefined
            }
          />
        ))}
      </div>
      {dialog?.kind === 'edit' && <RoleDialog role={dialog.role} granter={granter} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteRoleDialog role={dialog.role} onClose={() => setDialog(null)} />}
    </div>
  );
}
