import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunAnalyticsSummaryQuery } from '../../../gql/graphql';
import { useAppName } from '../../pipelines/shared/useAppName';
import { runFilterSearch, type RunFilterValues } from '../shared/runFilterQuery';
import { StatsLink } from './StatsLink';
import { TopListSection } from './TopListSection';
import { useTopTableStyles } from './useTopTableStyles';
import { useFigureFormat } from './useFigureFormat';

type FailingApp = RunAnalyticsSummaryQuery['runAnalytics']['topFailingApps'][number];

/** 失败最多的应用: each links to the run list filtered to runs that used it and failed. */
export function TopFailingApps({ items, filter }: { items: readonly FailingApp[]; filter: RunFilterValues }) {
  const { t } = useTranslation('logStats');
  const tableStyles = useTopTableStyles();
  const figures = useFigureFormat();
  const appName = useAppName();
  return (
    <TopListSection title={t('top.apps')} empty={items.length === 0}>
      <Table size="small" className={tableStyles.table} aria-label={t('top.apps')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('top.app')}</TableHeaderCell>
            <TableHeaderCell>{t('top.failedSteps')}</TableHeaderCell>
            <TableHeaderCell>{t('top.failedRuns')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.appId}>
              <TableCell>
                <StatsLink to={`/data-log${runFilterSearch({ ...filter, appId: item.appId, status: 'failed' })}`}>
                  {/* an app the catalogue no longer knows still has its id */}
                  {appName({ appId: item.appId, appName: item.app?.appName ?? item.appId, app: item.app })}
                </StatsLink>
              </TableCell>
              <TableCell>{figures.count(item.failedSteps)}</TableCell>
              <TableCell>{figures.count(item.runs)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TopListSection>
  );
}
