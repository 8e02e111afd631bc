import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { useErrorText } from '../../../errors/useErrorText';
import { usePermissions } from '../../../session/usePermissions';
import { CancelModelTrainingMutation, DataModelQuery, ModelVersionsQuery, TrainDataModelMutation } from '../documents';
import { isUnfinished } from '../shared/modelText';
import { TrainingBadge } from '../shared/TrainingBadge';
import { DeleteModelDialog } from './DeleteModelDialog';
import { LatestMetrics } from './LatestMetrics';
import { ModelFlows } from './ModelFlows';
import { ModelSummary } from './ModelSummary';
import { TrainingPanel } from './TrainingPanel';
import { TryPredict } from './TryPredict';
import { useLiveTraining } from './useLiveTraining';
import { VersionTable } from './VersionTable';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * /data-source/models/:dmid (issue 17): a model's settings, its training as it runs (polled), the latest version's
 * figures against the baseline, every version, 试一试, and the pipelines that use it.
 */
export default function DataModelDetailScreen() {
  const { t } = useTranslation('datamodel');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { can } = usePermissions();
  const dmid = useParams().dmid ?? '';
  const [model, refetchModel] = useQuery({ query: DataModelQuery, variables: { dmid }, requestPolicy: 'cache-and-network' });
  const [versions, refetchVersions] = useQuery({ query: ModelVersionsQuery, variables: { dmid, limit: 100 }, requestPolicy: 'cache-and-network' });
  const [trainState, train] = useMutation(TrainDataModelMutation);
  const [cancelState, cancel] = useMutation(CancelModelTrainingMutation);
  const [deleting, setDeleting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = useCallback(() => {
    refetchModel({ requestPolicy: 'network-only' });
    refetchVersions({ requestPolicy: 'network-only' });
  }, [refetchModel, refetchVersions]);
  const m = model.data?.dataModel;
  const training = useLiveTraining(m?.training, reload);

  if (model.error && !model.data) return <FetchFailed refetch={refetchModel} />;
  if (!model.data) return <Spinner label={tc('common.loading')} />;
  if (!m) return <Text>{t('detail.notFound')}</Text>;
  const list = versions.data?.modelVersions.items ?? [];
  const latest = list[0];
  const manage = can('data.manage');
  const running = !!training && isUnfinished(training.status);
  const start = async () => {
    setProblem(null);
    const { error } = await train({ dmid });
    if (error) return setProblem(errorText(error));
    refetchModel({ requestPolicy: 'network-only' });
  };
  const stop = async () => {
    if (!training) return;
    const { error } = await cancel({ tmid: training.tmid });
    if (error) setProblem(errorText(error));
    reload();
  };
  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <div className={styles.title}>
          <Text as="h1" size={600} weight="semibold">
            {m.name}
          </Text>
          <TrainingBadge training={training} />
        </div>
        {manage && (
          <div className={styles.actions}>
            <Button appearance="primary" disabled={running || trainState.fetching} onClick={() => void start()}>
              {m.latestVersion ? t('detail.retrain') : t('detail.train')}
            </Button>
            <Button onClick={() => navigate(`/data-source/models/${dmid}/edit`)}>{t('detail.edit')}</Button>
            <Button onClick={() => setDeleting(true)}>{t('detail.delete')}</Button>
          </div>
        )}
      </div>
      {problem && (
        <MessageBar intent="error">
          <MessageBarBody>{problem}</MessageBarBody>
        </MessageBar>
      )}
      <ModelSummary model={m} />
      <div className={styles.section}>
        <Text as="h2" size={500} weight="semibold">
          {t('detail.training')}
        </Text>
        {training ? (
          <TrainingPanel training={training} canManage={manage} cancelling={cancelState.fetching} onCancel={() => void stop()} />
        ) : (
          <Text>{t('detail.neverTrained')}</Text>
        )}
      </div>
      {latest && (
        <>
          <div className={styles.section}>
            <Text as="h2" size={500} weight="semibold">
              {t('detail.metrics', { version: latest.version })}
            </Text>
            <LatestMetrics version={latest} />
          </div>
          <div className={styles.section}>
            <Text as="h2" size={500} weight="semibold">
              {t('detail.try')}
            </Text>
            <TryPredict dmid={dmid} version={latest} />
          </div>
          <div className={styles.section}>
            <Text as="h2" size={500} weight="semibold">
              {t('detail.versions')}
            </Text>
            <VersionTable versions={list} />
          </div>
        </>
      )}
      <div className={styles.section}>
        <Text as="h2" size={500} weight="semibold">
          {t('detail.flows')}
        </Text>
        <ModelFlows dmid={dmid} />
      </div>
      {deleting && <DeleteModelDialog model={m} onClose={() => setDeleting(false)} />}
    </section>
  );
}
