import { makeStyles, Table, TableBody, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ListPipeline, PipelineActions } from './pipelineActions';
import { PipelineRow } from './PipelineRow';

// Fluent fixes column widths; let the actions column take the room its buttons need.
const useStyles = makeStyles({ table: { tableLayout: 'auto' } });

export function PipelineTable({ items, actions }: { items: readonly ListPipeline[]; actions: PipelineActions }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Table className={styles.table} aria-label={t('routes.dataPipeline')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('pipeline.title')}</TableHeaderCell>
          <TableHeaderCell>{t('list.apps')}</TableHeaderCell>
          <TableHeaderCell>{t('list.creator')}</TableHeaderCell>
          <TableHeaderCell>{t('list.createdAt')}</TableHeaderCell>
          <TableHeaderCell>{t('list.status')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((pipeline) => (
          <PipelineRow key={pipeline.processId} pipeline={pipeline} actions={actions} />
        ))}
      </TableBody>
    </Table>
  );
}
