import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { ERRORS } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../../components/FetchFailed';
import type { RunFilter, TimeBucket } from '../../../gql/graphql';
import { RunAnalyticsSeriesQuery } from './documents';
import { StatisticsCharts } from './StatisticsCharts';

interface StatisticsSeriesProps {
  filter: RunFilter;
  bucket: TimeBucket;
  timeZone: string;
}

/** The charts of the view's series, asked for on their own so that switching 小时 / 天 / 周 asks only for them. */
export function StatisticsSeries({ filter, bucket, timeZone }: StatisticsSeriesProps) {
  const { t } = useTranslation('logStats');
  const [result, refetch] = useQuery({ query: RunAnalyticsSeriesQuery, variables: { filter, bucket } });
  if (result.data) return <StatisticsCharts series={result.data.runAnalytics.series} bucket={bucket} timeZone={timeZone} />;
  if (!result.error) return <Spinner label={t('charts.loading')} />;
  // the platform refuses more bars than a chart can hold (a year of hours); nothing a retry would change
  const tooFine = result.error.graphQLErrors.some((e) => Number(e.extensions.upstreamCode) === ERRORS.BAD_REQUEST.code);
  if (!tooFine) return <FetchFailed refetch={refetch} />;
  return (
    <MessageBar intent="info">
      <MessageBarBody>{t('charts.tooFine')}</MessageBarBody>
    </MessageBar>
  );
}
