import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Permission } from '../../../gql/graphql';
import { corePermission, PERMISSION_GROUPS, type Granter } from './permissionGroups';

const useStyles = makeStyles({
  groups: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingVerticalS },
  group: {
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    margin: 0,
    padding: tokens.spacingHorizontalS,
  },
  legend: { fontWeight: tokens.fontWeightSemibold, padding: `0 ${tokens.spacingHorizontalXS}` },
  checks: { display: 'flex', flexDirection: 'column' },
});

interface PermissionChecksProps {
  value: readonly Permission[];
  onChange(next: Permission[]): void;
  /** A permission the reader does not hold cannot be given (issue 13: never beyond the granter). */
  granter: Granter;
}

/** The permissions of a custom role as checkboxes, one group per area. */
export function PermissionChecks({ value, onChange, granter }: PermissionChecksProps) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const chosen = new Set(value);
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    // in core's order, as the platform keeps them
    onChange(PERMISSION_GROUPS.flatMap((g) => g.permissions).filter((p) => next.has(p)));
  };
  return (
    <div className={styles.groups}>
      {PERMISSION_GROUPS.map((g) => (
        <fieldset key={g.area} className={styles.group}>
          <legend className={styles.legend}>{t(`permissionAreas.${g.area}`)}</legend>
          <div className={styles.checks}>
            {g.permissions.map((p) => {
              const allowed = granter.can(corePermission(p));
              return (
                <Checkbox
                  key={p}
                  label={allowed ? t(`permissions.${p}`) : `${t(`permissions.${p}`)}${t('roleForm.beyondYou')}`}
                  checked={chosen.has(p)}
                  disabled={!allowed}
                  onChange={(_, d) => toggle(p, d.checked === true)}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
