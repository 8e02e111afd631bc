import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDateTime } from '../../util/formatDateTime';
import { VariableLogsQuery } from './documents';
import type { ListVariable } from './VariableDialog';

/** A variable's change history; the platform masks secret values in it too. */
export function VariableLogsDialog({ variable, onClose }: { variable: ListVariable; onClose(): void }) {
  const { t, i18n } = useTranslation('variables');
  const [result] = useQuery({ query: VariableLogsQuery, variables: { variableId: variable.variableId }, requestPolicy: 'network-only' });
  const logs = result.data?.variableLogs;
  const shown = (value: string | null | undefined) => (value == null || value === '' ? '—' : value);
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('logsTitle', { name: variable.variableName })}</DialogTitle>
          <DialogContent>
            {result.error && !logs ? (
              <Text>{t('fetchFailed')}</Text>
            ) : !logs ? (
              <Spinner label={t('loading')} />
            ) : logs.length === 0 ? (
              <Text>{t('noLogs')}</Text>
            ) : (
              <Table aria-label={t('logs')}>
                <TableHeader>
                  <TableRow>
                    <TableHeaderCell>{t('logTime')}</TableHeaderCell>
                    <TableHeaderCell>{t('logUser')}</TableHeaderCell>
                    <TableHeaderCell>{t('logAction')}</TableHeaderCell>
                    <TableHeaderCell>{t('logChange')}</TableHeaderCell>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {logs.map((log, i) => (
                    <TableRow key={i}>
                      <TableCell>{formatDateTime(log.createdAt, i18n.language)}</TableCell>
                      <TableCell>{log.user?.uname ?? ''}</TableCell>
                      <TableCell>{t(`actionNames.${log.action}`)}</TableCell>
                      <TableCell>
                        {shown(log.oldValue)} → {shown(log.newValue)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
