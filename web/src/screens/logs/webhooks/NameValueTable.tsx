import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  name: { fontFamily: tokens.fontFamilyMonospace, whiteSpace: 'nowrap' },
  value: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** A request's query parameters or headers, name and value, as received ('无' when there are none). */
export function NameValueTable({ rows, label }: { rows: readonly { name: string; value: string }[]; label: string }) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  if (rows.length === 0) return <Text className={styles.muted}>{t('accepts.none')}</Text>;
  return (
    <Table size="small" className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('accepts.name')}</TableHeaderCell>
          <TableHeaderCell>{t('accepts.value')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row, i) => (
          <TableRow key={`${row.name}-${i}`}>
            <TableCell className={styles.name}>{row.name}</TableCell>
            <TableCell className={styles.value}>{row.value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
