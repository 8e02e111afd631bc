import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { usePageTitleKey } from '../routing/usePageTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' },
});

/** The one placeholder for screens of spec §2 that later issues build. */
export default function ComingLater() {
  const { t } = useTranslation();
  const styles = useStyles();
  const titleKey = usePageTitleKey();
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {titleKey ? t(titleKey) : t('app.name')}
      </Text>
      <Text>{t('later.note')}</Text>
    </section>
  );
}
