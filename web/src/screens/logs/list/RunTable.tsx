import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { RunListQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';

export type ListRun = RunListQuery['runs']['items'][number];

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, whiteSpace: 'nowrap' },
  error: { color: tokens.colorPaletteRedForeground1, wordBreak: 'break-all' },
});

/** One row per run: pipeline, status, trigger, duration, time and the links to its logs. */
export function RunTable({ items }: { items: readonly ListRun[] }) {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  return (
    <Table className={styles.table} aria-label={t('list.pipeline')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.pipeline')}</TableHeaderCell>
          <TableHeaderCell>{t('list.status')}</TableHeaderCell>
          <TableHeaderCell>{t('list.trigger')}</TableHeaderCell>
          <TableHeaderCell>{t('list.duration')}</TableHeaderCell>
          <TableHeaderCell>{t('list.time')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((run) => (
          <TableRow key={run.logId}>
            {/* the title it ran under when the pipeline has since been deleted */}
            <TableCell>{run.pipeline?.title ?? run.processTitle}</TableCell>
            <TableCell>
              <RunStatusBadge status={run.status} />
            </TableCell>
            <TableCell>{t(`trigger.${run.triggerType}`)}</TableCell>
            <TableCell>{duration(run.durationMs)}</TableCell>
            <TableCell>{formatDateTime(run.createdAt, i18n.language, { seconds: true })}</TableCell>
            <TableCell>
              <div className={styles.actions}>
                <RouterLink className={styles.link} to={`/data-log/${run.logId}`}>
                  {t('list.detail')}
                </RouterLink>
                <RouterLink className={styles.link} to={`/data-log/branch-log/${run.logId}`}>
                  {t('list.branchLog')}
                </RouterLink>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
