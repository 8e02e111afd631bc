import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunAnalyticsSummaryQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { runFilterSearch, type RunFilterValues } from '../shared/runFilterQuery';
import { StatsLink } from './StatsLink';
import { TopListSection } from './TopListSection';
import { useTopTableStyles } from './useTopTableStyles';
import { useFigureFormat } from './useFigureFormat';

type FailingPipeline = RunAnalyticsSummaryQuery['runAnalytics']['topFailingPipelines'][number];

interface TopFailingPipelinesProps {
  items: readonly FailingPipeline[];
  /** The view's filters with its window, so the list opens on the runs counted here. */
  filter: RunFilterValues;
  timeZone: string;
}

/** 失败最多的流程: each links to the run list filtered to it and to 失败. */
export function TopFailingPipelines({ items, filter, timeZone }: TopFailingPipelinesProps) {
  const { t, i18n } = useTranslation('logStats');
  const tableStyles = useTopTableStyles();
  const figures = useFigureFormat();
  return (
    <TopListSection title={t('top.pipelines')} empty={items.length === 0}>
      <Table size="small" className={tableStyles.table} aria-label={t('top.pipelines')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('top.pipeline')}</TableHeaderCell>
            <TableHeaderCell>{t('top.failed')}</TableHeaderCell>
            <TableHeaderCell>{t('top.runs')}</TableHeaderCell>
            <TableHeaderCell>{t('top.lastFailedAt')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.processId}>
              <TableCell>
                <StatsLink to={`/data-log${runFilterSearch({ ...filter, processId: item.processId, status: 'failed' })}`}>
                  {/* the title it failed under when the pipeline has since been deleted */}
                  {item.pipeline?.title ?? item.title}
                </StatsLink>
              </TableCell>
              <TableCell>{figures.count(item.failed)}</TableCell>
              <TableCell>{figures.count(item.total)}</TableCell>
              <TableCell>
                {item.lastFailedAt ? formatDateTime(item.lastFailedAt, i18n.language, { seconds: true, timeZone }) : t('kpi.none')}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TopListSection>
  );
}
