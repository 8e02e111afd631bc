import { makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunAnalyticsSummaryQuery } from '../../../gql/graphql';
import { useFormatDuration } from '../shared/useFormatDuration';
import { useFigureFormat } from './useFigureFormat';

type Summary = RunAnalyticsSummaryQuery['runAnalytics'];

const useStyles = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalL,
    margin: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  label: { color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300 },
  value: { margin: 0, fontSize: tokens.fontSizeHero700, lineHeight: tokens.lineHeightHero700, fontWeight: tokens.fontWeightSemibold },
  detail: { margin: 0, color: tokens.colorNeutralForeground3 },
});

/** One figure: its name, the figure, and a line that says what it is made of. */
function Kpi({ label, value, detail, extra }: { label: string; value: string; detail: string; extra?: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.card}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      <dd className={styles.detail}>
        <Text size={200}>{detail}</Text>
      </dd>
      {extra}
    </div>
  );
}

/** The view's four figures: runs, success rate, p95 duration, and the month's runs against the plan. */
export function KpiCards({ summary }: { summary: Summary }) {
  const { t } = useTranslation('logStats');
  const styles = useStyles();
  const figures = useFigureFormat();
  const duration = useFormatDuration();
  const { totals, durations, quota } = summary;
  const used = quota.limit > 0 ? quota.used / quota.limit : 0;
  return (
    <section aria-label={t('kpi.label')}>
      <dl className={styles.root}>
        <Kpi
          label={t('kpi.runs')}
          value={figures.count(totals.total)}
          detail={t('kpi.runsDetail', { success: figures.count(totals.success), failed: figures.count(totals.failed) })}
        />
        <Kpi label={t('kpi.successRate')} value={figures.percent(summary.successRate)} detail={t('kpi.successRateDetail')} />
        <Kpi
          label={t('kpi.p95')}
          value={duration(durations.p95Ms)}
          detail={t('kpi.p95Detail', { p50: duration(durations.p50Ms), p99: duration(durations.p99Ms) })}
        />
        <Kpi
          label={t('kpi.quota')}
          value={t('kpi.quotaValue', { used: figures.count(quota.used), limit: figures.count(quota.limit) })}
          detail={t('kpi.quotaDetail', { month: quota.month, percent: figures.percent(used) })}
          extra={
            <dd className={styles.detail}>
              <ProgressBar value={Math.min(used, 1)} color={used >= 1 ? 'error' : used >= 0.8 ? 'warning' : 'brand'} aria-label={t('kpi.quotaBar')} />
            </dd>
          }
        />
      </dl>
    </section>
  );
}
