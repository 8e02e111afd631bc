import { makeStyles, tokens } from '@fluentui/react-components';
import type { RunAnalyticsSeriesQuery, TimeBucket } from '../../../gql/graphql';
import { ChartPanel } from './ChartPanel';
import { useFigureSets } from './useFigureSets';

const useStyles = makeStyles({
  root: {
    display: 'grid',
    // the runs across the page, then two side by side on a wide window, one under the other on a narrow one
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 480px), 1fr))',
    gap: tokens.spacingHorizontalL,
  },
});

interface StatisticsChartsProps {
  series: RunAnalyticsSeriesQuery['runAnalytics']['series'];
  bucket: TimeBucket;
  timeZone: string;
}

/** Runs over time by status, the success rate and the duration percentiles of the view. */
export function StatisticsCharts({ series, bucket, timeZone }: StatisticsChartsProps) {
  const styles = useStyles();
  const sets = useFigureSets(series, bucket, timeZone);
  return (
    <div className={styles.root}>
      {sets.map((set, index) => (
        <ChartPanel key={set.title} set={set} wide={index === 0} />
      ))}
    </div>
  );
}
