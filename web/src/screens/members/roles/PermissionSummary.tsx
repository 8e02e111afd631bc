import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../gql/graphql';
import { groupsOf } from './permissionGroups';

const useStyles = makeStyles({
  list: {
    margin: 0,
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
  },
  row: { display: 'contents' },
  area: { color: tokens.colorNeutralForeground3 },
  words: { margin: 0 },
});

/** A role's permissions in words, by area (流程: 查看、编辑、启用、运行与分享). */
export function PermissionSummary({ permissions }: { permissions: readonly Permission[] }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const groups = groupsOf(permissions);
  if (groups.length === 0) return <p className={styles.words}>{t('roles.nothing')}</p>;
  return (
    <dl className={styles.list}>
      {groups.map((g) => (
        <div key={g.area} className={styles.row}>
          <dt className={styles.area}>{t(`permissionAreas.${g.area}`)}</dt>
          <dd className={styles.words}>{g.permissions.map((p) => t(`permissions.${p}`)).join(t('roles.separator'))}</dd>
        </div>
      ))}
    </dl>
  );
}
