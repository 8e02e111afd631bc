import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { TemplatesForPairQuery } from '../documents';
import { simpleFormPath } from '../shared/paths';
import { TemplateGate } from '../shared/TemplateGate';
import { bestTemplate } from './appPairs';
import { SimpleForm } from './SimpleForm';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px' },
});

/**
 * /data-pipeline/create-simple-best: the guided form over one template (`template_id`), or over the best practice
 * of an app pair (`trigger_app_id` + `action_app_id`: the featured or most used template, opened directly).
 */
export default function SimpleBestScreen() {
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [search] = useSearchParams();
  const templateId = search.get('template_id');
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {tc('routes.createSimpleBest')}
      </Text>
      {templateId ? (
        <TemplateGate templateId={templateId} shareToken={search.get('share')}>
          {(template) => <SimpleForm key={template.templateId} template={template} shareToken={search.get('share')} />}
        </TemplateGate>
      ) : (
        <BestOfPair triggerAppId={search.get('trigger_app_id') ?? ''} actionAppId={search.get('action_app_id') ?? ''} />
      )}
    </section>
  );
}

/** Finds the pair's best template and opens its form at its own address (an OAuth return comes back to it). */
function BestOfPair({ triggerAppId, actionAppId }: { triggerAppId: string; actionAppId: string }) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const [result, refetch] = useQuery({
    query: TemplatesForPairQuery,
    variables: { filter: { triggerAppId, actionAppId } },
    pause: !triggerAppId || !actionAppId,
  });
  if (!triggerAppId || !actionAppId) return <RouterLink to="/data-pipeline/create-simple-index">{t('simple.chooseBoth')}</RouterLink>;
  if (result.error && !result.data) return <FetchFailed refetch={refetch} />;
  if (!result.data) return <Spinner label={tc('common.loading')} />;
  const best = bestTemplate(result.data.templates.items);
  if (!best) return <RouterLink to="/pipeline-template">{t('simple.pairNone')}</RouterLink>;
  return <Navigate replace to={simpleFormPath({ templateId: best.templateId })} />;
}
