import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { NAV_ROUTES } from '../routing/routeTable';
import { usePermissions } from '../session/usePermissions';

const useStyles = makeStyles({
  nav: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  link: {
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  secondary: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** spec §2 nav items, then the secondary nav (variable management). */
export function NavBar() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { can } = usePermissions();
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {NAV_ROUTES.filter((route) => !route.permission || can(route.permission)).map((route) => (
        <NavLink
          key={route.path}
          to={route.path}
          end={route.path === '/data-pipeline'}
          className={({ isActive }) => mergeClasses(styles.link, route.nav === 'secondary' && styles.secondary, isActive && styles.active)}
        >
          {t(route.titleKey)}
        </NavLink>
      ))}
    </nav>
  );
}
