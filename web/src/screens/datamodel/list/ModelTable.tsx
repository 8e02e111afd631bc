import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataModelPartsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { TrainingBadge } from '../shared/TrainingBadge';

/** A model per row: its name (to its page), scene, data source, what it predicts, its training state, last change. */
export function ModelTable({ items }: { items: readonly DataModelPartsFragment[] }) {
  const { t, i18n } = useTranslation('datamodel');
  return (
    <Table aria-label={t('list.table')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.name')}</TableHeaderCell>
          <TableHeaderCell>{t('list.scene')}</TableHeaderCell>
          <TableHeaderCell>{t('list.datasource')}</TableHeaderCell>
          <TableHeaderCell>{t('list.predicts')}</TableHeaderCell>
          <TableHeaderCell>{t('list.status')}</TableHeaderCell>
          <TableHeaderCell>{t('list.updated')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((m) => (
          <TableRow key={m.dmid}>
            <TableCell>
              <Link to={`/data-source/models/${m.dmid}`}>{m.name}</Link>
            </TableCell>
            <TableCell>{m.scene}</TableCell>
            <TableCell>{m.datasourceName ?? t('list.datasourceGone')}</TableCell>
            <TableCell>{m.predictFieldName}</TableCell>
            <TableCell>
              <TrainingBadge training={m.training} />
            </TableCell>
            <TableCell>{formatDateTime(m.updatedAt, i18n.language)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
