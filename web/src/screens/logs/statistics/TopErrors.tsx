import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunAnalyticsSummaryQuery } from '../../../gql/graphql';
import { runErrorText } from '../../../errors/runErrorText';
import { formatDateTime } from '../../../util/formatDateTime';
import { StatsLink } from './StatsLink';
import { TopListSection } from './TopListSection';
import { useTopTableStyles } from './useTopTableStyles';
import { useFigureFormat } from './useFigureFormat';

type ErrorGroup = RunAnalyticsSummaryQuery['runAnalytics']['topErrors'][number];

const useStyles = makeStyles({
  message: { wordBreak: 'break-word' },
  nowrap: { whiteSpace: 'nowrap' },
});

/** 常见错误: failed runs grouped by their message, each with the newest run that failed with it. */
export function TopErrors({ items, timeZone }: { items: readonly ErrorGroup[]; timeZone: string }) {
  const { t, i18n } = useTranslation('logStats');
  const tableStyles = useTopTableStyles();
  const styles = useStyles();
  const figures = useFigureFormat();
  return (
    <TopListSection title={t('top.errors')} empty={items.length === 0} wide>
      <Table size="small" className={tableStyles.table} aria-label={t('top.errors')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('top.message')}</TableHeaderCell>
            <TableHeaderCell>{t('top.count')}</TableHeaderCell>
            <TableHeaderCell>{t('top.lastSeenAt')}</TableHeaderCell>
            <TableHeaderCell>{t('top.newestRun')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.message}>
              <TableCell className={styles.message}>{runErrorText(item.message, i18n)}</TableCell>
              <TableCell>{figures.count(item.count)}</TableCell>
              <TableCell className={styles.nowrap}>{formatDateTime(item.lastSeenAt, i18n.language, { seconds: true, timeZone })}</TableCell>
              <TableCell className={styles.nowrap}>
                <StatsLink to={`/data-log/${item.lastLogId}`}>{t('top.openRun')}</StatsLink>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TopListSection>
  );
}
