import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { isKeptAlivePath } from './keptAlive';
import { KeptAliveList } from './KeptAliveList';
import { NavBar } from './NavBar';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', height: '100vh' },
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  brand: { color: tokens.colorBrandForeground1 },
  grow: { flexGrow: 1 },
  main: { flexGrow: 1, minHeight: 0, position: 'relative', backgroundColor: tokens.colorNeutralBackground2 },
  page: { height: '100%', overflowY: 'auto', padding: tokens.spacingHorizontalXL, boxSizing: 'border-box' },
});

/** The signed-in frame: header with nav and user menu; the list stays mounted beside the outlet. */
export function AppShell() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { pathname } = useLocation();
  const onList = isKeptAlivePath(pathname);
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Text as="span" size={500} weight="bold" className={styles.brand}>
          {t('app.name')}
        </Text>
        <NavBar />
        <div className={styles.grow} />
        <UserMenu />
      </header>
      <main className={styles.main}>
        <KeptAliveList active={onList} />
        {!onList && (
          <div className={styles.page}>
            <Outlet />
          </div>
        )}
      </main>
    </div>
  );
}
