import { Card, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunDetailQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import { ParentRunLink } from './ParentRunLink';

export type RunView = NonNullable<RunDetailQuery['run']>;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, wordBreak: 'break-all' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, wordBreak: 'break-all' },
});

/** The run's facts: pipeline, status, trigger, times, duration, error. */
export function RunHeader({ run }: { run: RunView }) {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  const time = (iso: string | null | undefined) => (iso ? formatDateTime(iso, i18n.language, { seconds: true }) : t('duration.none'));
  return (
    <Card>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('detail.pipeline')}</dt>
        <dd className={styles.detail}>{run.pipeline?.title ?? run.processTitle}</dd>
        <dt className={styles.term}>{t('detail.status')}</dt>
        <dd className={styles.detail}>
          <RunStatusBadge status={run.status} />
        </dd>
        <dt className={styles.term}>{t('detail.trigger')}</dt>
        <dd className={styles.detail}>
          {t(`trigger.${run.triggerType}`)}
          {run.attempt > 1 && ` · ${t('detail.attempt', { attempt: run.attempt })}`}
        </dd>
        {run.parentLogId && (
          <>
            <dt className={styles.term}>{t('detail.parent')}</dt>
            <dd className={styles.detail}>
              <ParentRunLink logId={run.parentLogId} />
            </dd>
          </>
        )}
        <dt className={styles.term}>{t('detail.createdAt')}</dt>
        <dd className={styles.detail}>{time(run.createdAt)}</dd>
        <dt className={styles.term}>{t('detail.startedAt')}</dt>
        <dd className={styles.detail}>{time(run.startedAt)}</dd>
        <dt className={styles.term}>{t('detail.finishedAt')}</dt>
        <dd className={styles.detail}>{time(run.finishedAt)}</dd>
        <dt className={styles.term}>{t('detail.duration')}</dt>
        <dd className={styles.detail}>{duration(run.durationMs)}</dd>
        {run.error && (
          <>
            <dt className={styles.term}>{t('detail.error')}</dt>
            <dd className={styles.error}>{run.error}</dd>
          </>
        )}
      </dl>
    </Card>
  );
}
