import { Badge, Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CompanyRole } from '../useRoleOptions';
import { useRoleName } from '../useRoleName';
import { PermissionSummary } from './PermissionSummary';

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  name: { margin: 0 },
  actions: { marginLeft: 'auto', display: 'flex', gap: tokens.spacingHorizontalXS },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface RoleCardProps {
  role: CompanyRole;
  /** Edit and delete, for a custom role the reader may change; absent: read-only. */
  actions?: { edit(): void; remove(): void } | undefined;
}

/** One role: its name, whether built in, how many hold it, what it is for and what it may do in words. */
export function RoleCard({ role, actions }: RoleCardProps) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const roleName = useRoleName();
  const name = roleName({ builtinRole: role.builtinRole, roleName: role.name });
  const description = role.builtinRole ? t(`roles.descriptions.${role.builtinRole}`) : role.description;
  return (
    <Card className={styles.card} role="listitem">
      <div className={styles.head}>
        <Text as="h2" size={400} weight="semibold" className={styles.name}>
          {name}
        </Text>
        <Badge appearance="outline" color={role.builtin ? 'informative' : 'brand'}>
          {role.builtin ? t('roles.builtinBadge') : t('roles.customBadge')}
        </Badge>
        <Text className={styles.muted}>{t('roles.holders', { count: role.memberCount })}</Text>
        {actions && (
          <div className={styles.actions}>
            <Button size="small" onClick={actions.edit} aria-label={t('roles.editOf', { name })}>
              {t('roles.edit')}
            </Button>
            <Button size="small" onClick={actions.remove} aria-label={t('roles.deleteOf', { name })}>
              {t('roles.delete')}
            </Button>
          </div>
        )}
      </div>
      {description && <Text className={styles.muted}>{description}</Text>}
      <PermissionSummary permissions={role.permissions} />
    </Card>
  );
}
