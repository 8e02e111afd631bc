import { Checkbox, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { RunListQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { RunStatusBadge } from '../shared/RunStatusBadge';
import { useFormatDuration } from '../shared/useFormatDuration';
import { RunRowActions } from './RunRowActions';
import type { RunSelection } from './useRunSelection';

export type ListRun = RunListQuery['runs']['items'][number];

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  check: { width: '44px' },
  chosen: { backgroundColor: tokens.colorBrandBackground2 },
  time: { whiteSpace: 'nowrap' },
});

/** One row per run: a box to choose it, pipeline, status, trigger, duration, time and its actions. */
export function RunTable({ items, selection }: { items: readonly ListRun[]; selection: RunSelection }) {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const duration = useFormatDuration();
  const some = selection.ids.length > 0 && !selection.allChosen;
  return (
    <Table className={styles.table} aria-label={t('list.tableLabel')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell className={styles.check}>
            <Checkbox
              checked={some ? 'mixed' : selection.allChosen}
              onChange={selection.toggleAll}
              aria-label={t('list.chooseAll')}
              disabled={items.length === 0}
            />
          </TableHeaderCell>
          <TableHeaderCell>{t('list.pipeline')}</TableHeaderCell>
          <TableHeaderCell>{t('list.status')}</TableHeaderCell>
          <TableHeaderCell>{t('list.trigger')}</TableHeaderCell>
          <TableHeaderCell>{t('list.duration')}</TableHeaderCell>
          <TableHeaderCell>{t('list.time')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((run) => {
          // the title it ran under when the pipeline has since been deleted
          const title = run.pipeline?.title ?? run.processTitle;
          const time = formatDateTime(run.createdAt, i18n.language, { seconds: true });
          const chosen = selection.has(run.logId);
          return (
            <TableRow key={run.logId} className={chosen ? styles.chosen : undefined}>
              <TableCell>
                <Checkbox checked={chosen} onChange={() => selection.toggle(run.logId)} aria-label={t('list.choose', { pipeline: title, time })} />
              </TableCell>
              <TableCell>{title}</TableCell>
              <TableCell>
                <RunStatusBadge status={run.status} />
              </TableCell>
              <TableCell>{t(`trigger.${run.triggerType}`)}</TableCell>
              <TableCell>{duration(run.durationMs)}</TableCell>
              <TableCell className={styles.time}>{time}</TableCell>
              <TableCell>
                <RunRowActions run={run} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
