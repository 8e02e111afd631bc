import { Badge, Button, Card, CardHeader, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { AppCatalogueQuery } from '../../../gql/graphql';
import { AppMark } from '../shared/AppMark';
import { useCatalogueText } from '../shared/appText';
import { useAppDescription } from '../shared/useActionText';

export type CatalogueApp = AppCatalogueQuery['apps'][number];

const useStyles = makeStyles({
  card: { height: '100%' },
  badges: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  desc: { color: tokens.colorNeutralForeground2 },
  name: { padding: 0, minWidth: 0, fontWeight: tokens.fontWeightSemibold, justifyContent: 'flex-start' },
});

/** An app of the catalogue: icon, name in the reader's language, class, trigger/action badges, accounts. */
export function AppCard({ app, onOpen }: { app: CatalogueApp; onOpen(): void }) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const text = useCatalogueText();
  const describe = useAppDescription();
  const triggers = app.actions.filter((a) => a.kind !== 'action').length;
  const actions = app.actions.length - triggers;
  return (
    <Card className={styles.card} size="small">
      <CardHeader
        image={<AppMark app={app} />}
        header={
          <Button appearance="transparent" className={styles.name} onClick={onOpen}>
            {text.appName(app)}
          </Button>
        }
        description={<Text size={200}>{t(`classes.${app.classType}`, { defaultValue: app.classType })}</Text>}
      />
      <Text size={200} className={styles.desc}>
        {describe(app)}
      </Text>
      <div className={styles.badges}>
        {triggers > 0 && (
          <Badge appearance="outline" color="brand">
            {t('card.triggers', { count: triggers })}
          </Badge>
        )}
        {actions > 0 && (
          <Badge appearance="outline" color="informative">
            {t('card.actions', { count: actions })}
          </Badge>
        )}
        {app.definitionId && (
          <Badge appearance="tint" color="brand">
            {t('card.openPlatform')}
          </Badge>
        )}
        {app.appState === 3 && (
          <Badge appearance="tint" color="warning">
            {t('card.beta')}
          </Badge>
        )}
        {app.needsAccount && (
          <Badge appearance="tint" color={app.accounts.length > 0 ? 'success' : 'subtle'}>
            {t('card.accounts', { count: app.accounts.length })}
          </Badge>
        )}
      </div>
    </Card>
  );
}
