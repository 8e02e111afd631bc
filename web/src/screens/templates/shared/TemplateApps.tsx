import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppMark } from '../../apps/shared/AppMark';
import type { NamedApp } from './templateText';
import { useTemplateText } from './useTemplateText';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyleType: 'none' },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

type TemplateApp = NamedApp & { app?: { appNameEn?: string | null; icon?: string | null } | null };

/** The apps a template connects, each with its mark and its name in the reader's language. */
export function TemplateApps({ apps }: { apps: readonly TemplateApp[] }) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  return (
    <ul className={styles.list} aria-label={t('card.apps')}>
      {apps.map((app) => (
        <li key={app.appId} className={styles.item}>
          <AppMark app={{ appId: app.appId, icon: app.app?.icon }} />
          <Text size={200}>{text.appName(app)}</Text>
        </li>
      ))}
    </ul>
  );
}
