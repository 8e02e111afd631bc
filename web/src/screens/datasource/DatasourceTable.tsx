import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { DatasourcesQuery } from '../../gql/graphql';
import { formatDateTime } from '../../util/formatDateTime';

export type ListDatasource = DatasourcesQuery['datasources']['items'][number];

const useStyles = makeStyles({ columns: { color: tokens.colorNeutralForeground3 } });

/** A data source per row: name, where its rows came from, how many, its columns, when, and delete. */
export function DatasourceTable({
  items,
  canManage,
  onDelete,
}: {
  items: readonly ListDatasource[];
  canManage: boolean;
  onDelete(d: ListDatasource): void;
}) {
  const { t, i18n } = useTranslation('datasource');
  const styles = useStyles();
  return (
    <Table aria-label={t('table.label')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('table.name')}</TableHeaderCell>
          <TableHeaderCell>{t('table.type')}</TableHeaderCell>
          <TableHeaderCell>{t('table.rows')}</TableHeaderCell>
          <TableHeaderCell>{t('table.columns')}</TableHeaderCell>
          <TableHeaderCell>{t('table.created')}</TableHeaderCell>
          <TableHeaderCell>{t('table.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((d) => (
          <TableRow key={d.dsid}>
            <TableCell>{d.name}</TableCell>
            <TableCell>{t(`type.${d.type}`)}</TableCell>
            <TableCell>{d.rows}</TableCell>
            <TableCell>
              <Text size={200} className={styles.columns}>
                {d.tableFields.map((f) => t('table.column', { name: f.name, type: t(`fieldType.${f.type}`) })).join(t('table.separator'))}
              </Text>
            </TableCell>
            <TableCell>{formatDateTime(d.createtime, i18n.language)}</TableCell>
            <TableCell>
              {canManage && (
                <Button size="small" aria-label={t('table.deleteLabel', { name: d.name })} onClick={() => onDelete(d)}>
                  {t('table.delete')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
