import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../util/formatDateTime';
import type { ListVariable } from './VariableDialog';

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  key: { fontFamily: tokens.fontFamilyMonospace },
  value: { wordBreak: 'break-all' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
});

export interface VariableActions {
  edit(variable: ListVariable): void;
  remove(variable: ListVariable): void;
  logs(variable: ListVariable): void;
}

/** Name, key, value (secrets arrive masked), type, class, update time and the row actions. */
export function VariableTable({ items, actions }: { items: readonly ListVariable[]; actions: VariableActions }) {
  const { t, i18n } = useTranslation('variables');
  const styles = useStyles();
  return (
    <Table className={styles.table} aria-label={t('title')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('name')}</TableHeaderCell>
          <TableHeaderCell>{t('key')}</TableHeaderCell>
          <TableHeaderCell>{t('value')}</TableHeaderCell>
          <TableHeaderCell>{t('type')}</TableHeaderCell>
          <TableHeaderCell>{t('class')}</TableHeaderCell>
          <TableHeaderCell>{t('updatedAt')}</TableHeaderCell>
          <TableHeaderCell>{t('actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((v) => (
          <TableRow key={v.variableId}>
            <TableCell>{v.variableName}</TableCell>
            <TableCell className={styles.key}>{v.variableKey}</TableCell>
            <TableCell className={styles.value}>{v.variableValue}</TableCell>
            <TableCell>{t(`types.${v.variableType}`)}</TableCell>
            <TableCell>{v.variableClass || t('unclassified')}</TableCell>
            <TableCell>{formatDateTime(v.updatedAt, i18n.language)}</TableCell>
            <TableCell>
              <div className={styles.actions}>
                <Button size="small" appearance="subtle" onClick={() => actions.edit(v)} aria-label={`${t('edit')} ${v.variableKey}`}>
                  {t('edit')}
                </Button>
                <Button size="small" appearance="subtle" onClick={() => actions.logs(v)} aria-label={`${t('logs')} ${v.variableKey}`}>
                  {t('logs')}
                </Button>
                <Button size="small" appearance="subtle" onClick={() => actions.remove(v)} aria-label={`${t('delete')} ${v.variableKey}`}>
                  {t('delete')}
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
