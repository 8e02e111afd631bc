import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { formatDateTime } from '../../util/formatDateTime';
import { Pagination } from '../pipelines/list/Pagination';
import { PlanLedgerQuery } from './documents';
import { formatFen } from './money';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The fee ledger (balanceChanges): payments and ended periods, newest first. */
export function LedgerTable() {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const [page, setPage] = useState(1);
  const [result, refetch] = useQuery({
    query: PlanLedgerQuery,
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const changes = result.data?.balanceChanges;
  return (
    <section className={styles.root} aria-labelledby="plan-ledger">
      <Text as="h2" id="plan-ledger" size={500} weight="semibold">
        {t('ledger.heading')}
      </Text>
      {result.error && !changes && <FetchFailed refetch={refetch} />}
      {changes && changes.items.length === 0 && <Text className={styles.empty}>{t('ledger.empty')}</Text>}
      {changes && changes.items.length > 0 && (
        <>
          <Table aria-labelledby="plan-ledger">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('ledger.createdAt')}</TableHeaderCell>
                <TableHeaderCell>{t('ledger.kind')}</TableHeaderCell>
                <TableHeaderCell>{t('ledger.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('ledger.plan')}</TableHeaderCell>
                <TableHeaderCell>{t('ledger.periodEnd')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {changes.items.map((change) => (
                <TableRow key={change.changeId}>
                  <TableCell>{formatDateTime(change.createdAt, i18n.language)}</TableCell>
                  <TableCell>{t(`ledger.kinds.${change.kind}`)}</TableCell>
                  <TableCell>{formatFen(change.amount, i18n.language)}</TableCell>
                  <TableCell>{t(`plans.${change.plan}`)}</TableCell>
                  <TableCell>{change.periodEnd ? formatDateTime(change.periodEnd, i18n.language) : ''}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination page={page} total={changes.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
