import { Button, Field, makeStyles, MessageBar, MessageBarBody, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TrainingPartsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { isUnfinished, progressPercent } from '../shared/modelText';

const useStyles = makeStyles({ root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } });

/** The latest training: live progress while it runs (with 取消), else how it ended and why. */
export function TrainingPanel({
  training,
  canManage,
  cancelling,
  onCancel,
}: {
  training: TrainingPartsFragment;
  canManage: boolean;
  cancelling: boolean;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation('datamodel');
  const styles = useStyles();
  const p = training.progress;
  if (isUnfinished(training.status)) {
    const percent = progressPercent(p);
    const step =
      p.phase === 'READING'
        ? t('training.reading', { read: p.rowsRead, total: p.rowsTotal })
        : p.phase === 'TRAINING'
          ? t('training.trees', { built: p.treesBuilt, total: p.treesTotal })
          : t(`training.phase.${p.phase}`);
    return (
      <div className={styles.root}>
        <Field label={t('training.progressLabel')} validationMessage={step} validationState="none">
          <ProgressBar value={percent / 100} thickness="large" aria-valuetext={t('training.percent', { percent })} />
        </Field>
        {canManage && (
          <div>
            <Button disabled={cancelling} onClick={onCancel}>
              {t('training.cancel')}
            </Button>
          </div>
        )}
      </div>
    );
  }
  const when = training.finishedAt ? formatDateTime(training.finishedAt, i18n.language) : '';
  if (training.status === 'SUCCEEDED') return <Text>{t('training.succeeded', { version: training.version, when })}</Text>;
  return (
    <MessageBar intent={training.status === 'FAILED' ? 'error' : 'info'}>
      <MessageBarBody>
        {training.status === 'FAILED' ? t('training.failed', { when, reason: training.error ?? '' }) : t('training.cancelled', { when })}
      </MessageBarBody>
    </MessageBar>
  );
}
