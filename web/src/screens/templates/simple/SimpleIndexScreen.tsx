import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { AppCatalogueQuery } from '../../apps/documents';
import { TemplatesForPairQuery } from '../documents';
import { simpleFormPath, simpleTemplatesPath } from '../shared/paths';
import { AppPicker } from './AppPicker';
import { pairableApps } from './appPairs';
import { FetchFailed } from '../../../components/FetchFailed';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  buttons: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/**
 * /data-pipeline/create-simple-index: simplified creation for people who never open the canvas (issue 12). Pick the
 * app that starts it and the app that acts; then the templates for that pair, or straight to the best one.
 */
export default function SimpleIndexScreen() {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const [catalogue, refetch] = useQuery({ query: AppCatalogueQuery });
  const [trigger, setTrigger] = useState('');
  const [action, setAction] = useState('');
  const chosen = trigger !== '' && action !== '';
  const [pair] = useQuery({ query: TemplatesForPairQuery, variables: { filter: { triggerAppId: trigger, actionAppId: action } }, pause: !chosen });
  const count = chosen ? pair.data?.templates.total : undefined;
  const { triggers, actions } = pairableApps(catalogue.data?.apps ?? []);

  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.createSimpleIndex')}
      </Text>
      <Text>{t('simple.intro')}</Text>
      {catalogue.error && !catalogue.data ? (
        <FetchFailed refetch={refetch} />
      ) : !catalogue.data ? (
        <Spinner label={tc('common.loading')} />
      ) : (
        <>
          <AppPicker label={t('simple.trigger')} apps={triggers} value={trigger} onChange={setTrigger} />
          <AppPicker label={t('simple.action')} apps={actions} value={action} onChange={setAction} />
          <div className={styles.buttons} aria-live="polite">
            <Button
              appearance="primary"
              disabled={!count}
              onClick={() => void navigate(simpleFormPath({ triggerAppId: trigger, actionAppId: action }))}
            >
              {t('simple.best')}
            </Button>
            <Button disabled={!count} onClick={() => void navigate(simpleTemplatesPath(trigger, action))}>
              {t('simple.allForPair')}
            </Button>
            {!chosen && <Text>{t('simple.chooseBoth')}</Text>}
            {chosen && count !== undefined && <Text>{count > 0 ? t('simple.pairCount', { count }) : t('simple.pairNone')}</Text>}
            {count === 0 && <RouterLink to="/pipeline-template">{t('simple.toGallery')}</RouterLink>}
          </div>
        </>
      )}
    </section>
  );
}
