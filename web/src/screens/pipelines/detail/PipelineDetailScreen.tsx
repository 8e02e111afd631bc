import { Badge, Button, Card, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { PIPELINE_STATUS } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { formatDateTime } from '../../../util/formatDateTime';
import { PipelineDetailQuery } from './documents';
import { VersionList } from './VersionList';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalXL, rowGap: tokens.spacingVerticalS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
});

/** /data-pipeline/{id}: the pipeline's facts and versions; the canvas editor comes in a later version. */
export default function PipelineDetailScreen() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  // the id stays the URL's string: 18–19 digits do not survive Number()
  const processId = useParams().id ?? '';
  const [result, refetch] = useQuery({ query: PipelineDetailQuery, variables: { processId } });

  const notFound = <Text>{t('detail.notFound')}</Text>;
  // a malformed, unknown or other company's id all read as NOT_FOUND (docs/rest-contract.md)
  if (result.error?.graphQLErrors.some((e) => e.extensions.code === 'NOT_FOUND')) return notFound;
  if (result.error && !result.data) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('messages.fetchFailed')}</MessageBarBody>
        <MessageBarActions>
          <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('common.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  }
  if (!result.data) return <Spinner label={t('common.loading')} />;
  const pipeline = result.data.pipeline;
  if (!pipeline) return notFound;

  const on = pipeline.status === PIPELINE_STATUS.ON;
  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {pipeline.title}
      </Text>
      <Card>
        <dl className={styles.facts}>
          <dt className={styles.term}>{t('list.status')}</dt>
          <dd className={styles.detail}>
            <Badge appearance="tint" color={on ? 'success' : 'subtle'}>
              {on ? t('list.statusOn') : t('list.statusOff')}
            </Badge>
          </dd>
          <dt className={styles.term}>{t('list.creator')}</dt>
          <dd className={styles.detail}>{pipeline.creator?.uname ?? ''}</dd>
          <dt className={styles.term}>{t('list.createdAt')}</dt>
          <dd className={styles.detail}>{formatDateTime(pipeline.createdAt, i18n.language)}</dd>
          <dt className={styles.term}>{t('detail.updatedAt')}</dt>
          <dd className={styles.detail}>{formatDateTime(pipeline.updatedAt, i18n.language)}</dd>
        </dl>
      </Card>
      <Text as="h2" size={500} weight="semibold">
        {t('detail.versions')}
      </Text>
      <VersionList versions={result.data.pipelineVersions.items} />
      <MessageBar intent="info">
        <MessageBarBody>{t('detail.editorLater')}</MessageBarBody>
      </MessageBar>
    </section>
  );
}
