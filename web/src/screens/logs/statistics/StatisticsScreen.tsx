import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import { RunFilterBar } from '../filters/RunFilterBar';
import { RunLogTabs } from '../shared/RunLogTabs';
import { toRunFilter } from '../shared/runFilterQuery';
import { BucketPicker } from './BucketPicker';
import { RunAnalyticsSummaryQuery } from './documents';
import { ExportMenu } from './ExportMenu';
import { KpiCards } from './KpiCards';
import { StatisticsSeries } from './StatisticsSeries';
import { withDefaultWindow } from './statisticsQuery';
import { TopErrors } from './TopErrors';
import { TopFailingApps } from './TopFailingApps';
import { TopFailingPipelines } from './TopFailingPipelines';
import { useCsvExport } from './useCsvExport';
import { useFigureFormat } from './useFigureFormat';
import { useStatisticsView } from './useStatisticsView';

/** How many pipelines, apps and messages each top list shows. */
const TOP_LIMIT = 10;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  toolbar: { display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  lists: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))', gap: tokens.spacingHorizontalL },
  empty: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingVerticalXXL,
    color: tokens.colorNeutralForeground3,
  },
});

/** /data-log/statistics (统计分析, issue 16): the run log's figures for analysts, over the list's filters. */
export default function StatisticsScreen() {
  const { t } = useTranslation('logStats');
  const styles = useStyles();
  const view = useStatisticsView();
  const filter = useMemo(() => withDefaultWindow(view.filter), [view.filter]);
  const runFilter = useMemo(() => toRunFilter(filter), [filter]);
  const [summary, refetchSummary] = useQuery({ query: RunAnalyticsSummaryQuery, variables: { filter: runFilter, limit: TOP_LIMIT } });
  const csv = useCsvExport(runFilter, view.bucket);
  const figures = useFigureFormat();
  const analytics = summary.data?.runAnalytics;
  const empty = analytics?.totals.total === 0;

  return (
    <section className={styles.root} aria-labelledby="statistics-title">
      <RunLogTabs current="statistics" />
      <div className={styles.heading}>
        <Text as="h1" id="statistics-title" size={600} weight="semibold">
          {t('title')}
        </Text>
        <ExportMenu csv={csv} disabled={!analytics || empty} />
      </div>
      <RunFilterBar filters={filter} onChange={view.setFilter} />
      {csv.truncatedRows !== null && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('export.truncated', { rows: figures.count(csv.truncatedRows) })}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" icon={<DismissRegular />} aria-label={t('export.dismiss')} onClick={csv.dismissTruncated} />
            }
          />
        </MessageBar>
      )}
      {summary.error && !analytics ? (
        <FetchFailed refetch={refetchSummary} />
      ) : !analytics ? (
        <Spinner label={t('translation:common.loading')} />
      ) : (
        <>
          <KpiCards summary={analytics} />
          {empty ? (
            <div className={styles.empty}>
              <Text size={400} weight="semibold">
                {t('empty.title')}
              </Text>
              <Text>{t('empty.hint')}</Text>
            </div>
          ) : (
            <>
              <div className={styles.toolbar}>
                <BucketPicker bucket={view.bucket} onChange={view.setBucket} />
              </div>
              <StatisticsSeries filter={runFilter} bucket={view.bucket} timeZone={analytics.timeZone} />
              <div className={styles.lists}>
                <TopFailingPipelines items={analytics.topFailingPipelines} filter={filter} timeZone={analytics.timeZone} />
                <TopFailingApps items={analytics.topFailingApps} filter={filter} />
                <TopErrors items={analytics.topErrors} timeZone={analytics.timeZone} />
              </div>
            </>
          )}
        </>
      )}
    </section>
  );
}
