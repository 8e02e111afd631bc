import { Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { Permission } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Permissions } from '../../session/usePermissions';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: { height: '100%', padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  title: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold },
  description: { color: tokens.colorNeutralForeground2 },
});

/** The console's other pages, each shown to whom its calls are open (hiding is a courtesy; the platform decides). */
const LINKS: ReadonlyArray<{ path: string; titleKey: string; descriptionKey: string; permission: Permission }> = [
  { path: '/company/members', titleKey: 'routes.companyMembers', descriptionKey: 'links.members', permission: 'members.view' },
  { path: '/company/tokens', titleKey: 'routes.apiTokens', descriptionKey: 'links.tokens', permission: 'tokens.manage' },
  // the event configs are read as the error monitor's settings are
  { path: '/company/notices', titleKey: 'routes.noticeSettings', descriptionKey: 'links.notices', permission: 'pipelines.view' },
];

export function ConsoleLinks({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation('company');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const shown = LINKS.filter((link) => permissions.can(link.permission));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('links.heading')}>
      <ul className={styles.list}>
        {shown.map((link) => (
          <li key={link.path}>
            <Card className={styles.card}>
              <RouterLink className={styles.title} to={link.path}>
                {tc(link.titleKey)}
              </RouterLink>
              <Text className={styles.description}>{t(link.descriptionKey)}</Text>
            </Card>
          </li>
        ))}
      </ul>
    </nav>
  );
}
