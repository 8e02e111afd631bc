import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { BuiltinRole } from '../../gql/graphql';
import { useRoleName } from '../tokens/useRoleName';

const useStyles = makeStyles({
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
});

export interface ListedPageConfig {
  cfgId: string;
  name: string;
  role: string;
  roleName: string;
  hiddenNav: boolean;
  screens: readonly string[];
  appIds: readonly string[];
  landing: string;
}

const BUILTIN_ROLES = new Set(['owner', 'admin', 'editor', 'viewer']);

export function PageConfigTable({
  items,
  onEdit,
  onDelete,
}: {
  items: readonly ListedPageConfig[];
  onEdit: (c: ListedPageConfig) => void;
  onDelete: (c: ListedPageConfig) => void;
}) {
  const { t } = useTranslation('embed');
  const styles = useStyles();
  const roleName = useRoleName();
  const nameOfRole = (c: ListedPageConfig) =>
    roleName({ builtinRole: BUILTIN_ROLES.has(c.role) ? (c.role.toUpperCase() as BuiltinRole) : null, roleName: c.roleName });
  return (
    <Table aria-label={t('page.table')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('page.name')}</TableHeaderCell>
          <TableHeaderCell>{t('page.cfgId')}</TableHeaderCell>
          <TableHeaderCell>{t('page.role')}</TableHeaderCell>
          <TableHeaderCell>{t('page.screens')}</TableHeaderCell>
          <TableHeaderCell>{t('page.apps')}</TableHeaderCell>
          <TableHeaderCell>{t('page.landing')}</TableHeaderCell>
          <TableHeaderCell>{t('page.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((c) => (
          <TableRow key={c.cfgId}>
            <TableCell>{c.name}</TableCell>
            <TableCell className={styles.code}>{c.cfgId}</TableCell>
            <TableCell>{nameOfRole(c)}</TableCell>
            <TableCell>
              {c.screens.map((s) => t(`screens.${s}`)).join(t('page.separator'))}
              {c.hiddenNav && ` (${t('page.navHidden')})`}
            </TableCell>
            <TableCell>{c.appIds.length === 0 ? t('page.allApps') : t('page.appCount', { count: c.appIds.length })}</TableCell>
            <TableCell className={styles.code}>{c.landing}</TableCell>
            <TableCell>
              <div className={styles.actions}>
                <Button size="small" onClick={() => onEdit(c)} aria-label={t('page.editNamed', { name: c.name })}>
                  {t('page.editShort')}
                </Button>
                <Button size="small" onClick={() => onDelete(c)} aria-label={t('page.deleteNamed', { name: c.name })}>
                  {t('page.delete')}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
