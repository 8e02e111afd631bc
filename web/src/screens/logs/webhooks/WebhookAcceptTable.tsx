import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { WebhookAcceptsQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { useFormatSize } from './useFormatSize';

type ListAccept = WebhookAcceptsQuery['webhookAccepts']['items'][number];

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  muted: { color: tokens.colorNeutralForeground3 },
  nowrap: { whiteSpace: 'nowrap' },
  code: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
});

/** One row per request the webhook received: when, method, content type, size, the run it started, its detail. */
export function WebhookAcceptTable({ items }: { items: readonly ListAccept[] }) {
  const { t, i18n } = useTranslation('logs');
  const styles = useStyles();
  const size = useFormatSize();
  return (
    <Table className={styles.table} aria-label={t('accepts.tableLabel')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('accepts.time')}</TableHeaderCell>
          <TableHeaderCell>{t('accepts.method')}</TableHeaderCell>
          <TableHeaderCell>{t('accepts.contentType')}</TableHeaderCell>
          <TableHeaderCell>{t('accepts.size')}</TableHeaderCell>
          <TableHeaderCell>{t('accepts.run')}</TableHeaderCell>
          <TableHeaderCell>{t('list.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((accept) => {
          const time = formatDateTime(accept.createdAt, i18n.language, { seconds: true });
          return (
            <TableRow key={accept.acceptId}>
              <TableCell className={styles.nowrap}>{time}</TableCell>
              <TableCell className={styles.code}>{accept.method}</TableCell>
              <TableCell className={styles.code}>{accept.contentType ?? <span className={styles.muted}>{t('accepts.none')}</span>}</TableCell>
              <TableCell className={styles.nowrap}>{size(accept.size)}</TableCell>
              <TableCell>
                {accept.logId ? (
                  <RouterLink to={`/data-log/${accept.logId}`} aria-label={t('accepts.openRunAt', { time })}>
                    {t('accepts.openRun')}
                  </RouterLink>
                ) : (
                  <span className={styles.muted}>{t('accepts.noRun')}</span>
                )}
              </TableCell>
              <TableCell>
                <RouterLink to={`/data-log/webhook-accepts/${accept.acceptId}`} aria-label={t('accepts.openRequestAt', { time })}>
                  {t('accepts.openRequest')}
                </RouterLink>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
