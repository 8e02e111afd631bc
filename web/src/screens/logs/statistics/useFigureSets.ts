import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunAnalyticsSeriesQuery, TimeBucket } from '../../../gql/graphql';
import { useFormatDuration } from '../shared/useFormatDuration';
import { bucketDate } from './bucketLabel';
import { durationFigures, runFigures, successRateFigures, type FigureWords } from './figureSets';
import type { FigureSet } from './figureSet';
import { useFigureFormat } from './useFigureFormat';
import { useRunWords } from './useRunWords';

type Series = RunAnalyticsSeriesQuery['runAnalytics']['series'];

/** The three charts' figures in the reader's language, their times in the company's zone. */
export function useFigureSets(series: Series, bucket: TimeBucket, timeZone: string): FigureSet[] {
  const { t, i18n } = useTranslation('logStats');
  const language = i18n.language;
  const figures = useFigureFormat();
  const duration = useFormatDuration();
  const { status } = useRunWords();
  return useMemo(() => {
    const words: FigureWords = {
      titles: { runs: t('charts.runs'), successRate: t('charts.successRate'), durations: t('charts.durations') },
      status,
      total: t('charts.total'),
      none: t('kpi.none'),
      axisTime: (start) => bucketDate(start, bucket, language, timeZone, true),
      tableTime: (start) => {
        const date = bucketDate(start, bucket, language, timeZone, false);
        return bucket === 'week' ? t('bucket.weekOf', { date }) : date;
      },
      count: figures.count,
      percent: figures.percent,
      duration,
    };
    return [runFigures(series, words), successRateFigures(series, words), durationFigures(series, words)];
  }, [series, bucket, timeZone, language, t, figures, duration, status]);
}
