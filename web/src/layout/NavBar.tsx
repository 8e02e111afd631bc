import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NAV_ROUTES, type RouteEntry } from '../routing/routeTable';
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
  // the secondary entries follow the main ones after a thin rule, instead of standing between them in the spec's order
  firstSecondary: {
    marginLeft: tokens.spacingHorizontalS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
  },
  active: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** spec §2 nav items, then the secondary nav entries (variable management, …), each group in the spec's order. */
export function NavBar({ routes = NAV_ROUTES }: { routes?: readonly RouteEntry[] } = {}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { can } = usePermissions();
  const { pathname } = useLocation();
  // one entry is current at a time: under 嵌入设置 (/developer/embed) 开发者中心 (/developer) is not
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const deeperEntryCurrent = (path: string) => routes.some((r) => r.path.startsWith(`${path}/`) && within(r.path));
  const shown = routes.filter((route) => !route.permission || can(route.permission));
  const ordered = [...shown.filter((route) => route.nav !== 'secondary'), ...shown.filter((route) => route.nav === 'secondary')];
  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      {ordered.map((route, i) => (
        <NavLink
          key={route.path}
          to={route.path}
          end={route.path === '/data-pipeline' || deeperEntryCurrent(route.path)}
          className={({ isActive }) =>
            mergeClasses(
              styles.link,
              route.nav === 'secondary' && styles.secondary,
              route.nav === 'secondary' && ordered[i - 1]?.nav !== 'secondary' && styles.firstSecondary,
              isActive && styles.active,
            )
          }
        >
          {t(route.titleKey)}
        </NavLink>
      ))}
    </nav>
  );
}
