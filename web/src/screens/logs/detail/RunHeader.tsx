import { Card, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RunDetailQuery } from '../../../gql/graphql';
import { runErrorText } from '../../../errors/runErrorText';
import { formatDateTime } from '../../../util/formatDateTime';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import { ParentRunLink } from './ParentRunLink';

export type RunView = NonNullable<RunDetailQuery['run']>;

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalM,
    margin: 0,
  },
  fact: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  wide: { gridColumn: '1 / -1' },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0, wordBreak: 'break-all' },
  error: { margin: 0, color: tokens.colorPaletteRedForeground1, wordBreak: 'break-all', whiteSpace: 'pre-wrap' },
});

/**
 * The run's facts: status, trigger (with the raw request of a webhook), attempt, the run it reran, its times and
 * duration, its error. Each a term and its value, so a screen reader reads them in pairs.
 */
export function RunHeader({ run }: { run: RunView }) {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  const time = (iso: string | null | undefined) => (iso ? formatDateTime(iso, i18n.language, { seconds: true }) : t('duration.none'));
  return (
    <Card>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.status')}</dt>
          <dd className={styles.detail}>
            <RunStatusBadge status={run.status} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.trigger')}</dt>
          <dd className={styles.detail}>
            {t(`trigger.${run.triggerType}`)}
            {run.acceptId && (
              <>
                {' · '}
                <RouterLink to={`/data-log/webhook-accepts/${run.acceptId}`}>{t('detail.rawRequest')}</RouterLink>
              </>
            )}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.attemptLabel')}</dt>
          <dd className={styles.detail}>{t('detail.attempt', { attempt: run.attempt })}</dd>
        </div>
        {run.parentLogId && (
          <div className={styles.fact}>
            <dt className={styles.term}>{t('detail.parent')}</dt>
            <dd className={styles.detail}>
              <ParentRunLink logId={run.parentLogId} />
            </dd>
          </div>
        )}
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.createdAt')}</dt>
          <dd className={styles.detail}>{time(run.createdAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.startedAt')}</dt>
          <dd className={styles.detail}>{time(run.startedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.finishedAt')}</dt>
          <dd className={styles.detail}>{time(run.finishedAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.term}>{t('detail.duration')}</dt>
          <dd className={styles.detail}>{duration(run.durationMs)}</dd>
        </div>
        {run.error && (
          <div className={mergeClasses(styles.fact, styles.wide)}>
            <dt className={styles.term}>{t('detail.error')}</dt>
            <dd className={styles.error}>{runErrorText(run.error, i18n)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
