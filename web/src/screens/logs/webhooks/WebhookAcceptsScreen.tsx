import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { Pagination } from '../../pipelines/list/Pagination';
import { RunLogTabs } from '../shared/RunLogTabs';
import { usePageParam } from '../shared/usePageParam';
import { useRunFilterQuery } from '../shared/useRunFilterQuery';
import { WebhookAcceptsQuery, WebhookPipelinesQuery } from './documents';
import { WebhookAcceptTable } from './WebhookAcceptTable';
import { WebhookPipelineField } from './WebhookPipelineField';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  picker: { maxWidth: '420px' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/**
 * /data-log/webhook-accepts (接收记录): the requests a pipeline's webhook received, 15 a page, newest first, each
 * with the run it started. The pipeline is the run log's `process_id` filter, so the tabs carry it along; one
 * that no webhook triggers gives way to the first that one does.
 */
export default function WebhookAcceptsScreen() {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const { filters, setFilters } = useRunFilterQuery();
  const [page, setPage] = usePageParam();
  const [pipelinesResult, refetchPipelines] = useQuery({ query: WebhookPipelinesQuery });
  const pipelines = pipelinesResult.data?.pipelines.items;
  const processId = pipelines?.some((p) => p.processId === filters.processId) ? filters.processId : (pipelines?.[0]?.processId ?? '');
  const [acceptsResult, refetchAccepts] = useQuery({
    query: WebhookAcceptsQuery,
    variables: { processId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    pause: processId === '',
  });
  const accepts = acceptsResult.data?.webhookAccepts;

  usePageInRange(page, accepts?.total, setPage);

  const body = () => {
    if (pipelinesResult.error && !pipelines) return <FetchFailed refetch={refetchPipelines} />;
    if (!pipelines) return <Spinner label={t('messages.loading')} />;
    if (pipelines.length === 0) return <Text className={styles.empty}>{t('accepts.noPipelines')}</Text>;
    if (acceptsResult.error && !accepts) return <FetchFailed refetch={refetchAccepts} />;
    if (!accepts) return <Spinner label={t('messages.loading')} />;
    if (accepts.items.length === 0) return <Text className={styles.empty}>{t('accepts.empty')}</Text>;
    return <WebhookAcceptTable items={accepts.items} />;
  };

  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('accepts.title')}
      </Text>
      <RunLogTabs current="webhookAccepts" />
      {pipelines && pipelines.length > 0 && (
        <div className={styles.picker}>
          <WebhookPipelineField pipelines={pipelines} value={processId} onChange={(id) => setFilters({ processId: id })} />
        </div>
      )}
      {body()}
      {accepts && accepts.total > 0 && <Pagination page={page} total={accepts.total} onPage={setPage} />}
    </section>
  );
}
