import { Button, makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { useErrorToast } from '../../errors/useErrorToast';
import { formatDateTime } from '../../util/formatDateTime';
import { Pagination } from '../pipelines/list/Pagination';
import { PlanOrdersQuery, RepayOrderMutation } from './documents';
import { formatFen } from './money';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  empty: { color: tokens.colorNeutralForeground3 },
});

/** The company's orders, newest first; a pending one can be paid again by a buyer (a new trade page link). */
export function OrdersTable({ canBuy, leave }: { canBuy: boolean; leave(url: string): void }) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const errorToast = useErrorToast();
  const [page, setPage] = useState(1);
  const [result, refetch] = useQuery({
    query: PlanOrdersQuery,
    variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching }, repay] = useMutation(RepayOrderMutation);
  const orders = result.data?.orders;

  const payAgain = async (orderId: string) => {
    const { data, error } = await repay({ orderId });
    if (error || !data) return errorToast(error);
    leave(data.repayOrder.tradePageUrl);
  };

  return (
    <section className={styles.root} aria-labelledby="plan-orders">
      <Text as="h2" id="plan-orders" size={500} weight="semibold">
        {t('orders.heading')}
      </Text>
      {result.error && !orders && <FetchFailed refetch={refetch} />}
      {orders && orders.items.length === 0 && <Text className={styles.empty}>{t('orders.empty')}</Text>}
      {orders && orders.items.length > 0 && (
        <>
          <Table aria-labelledby="plan-orders">
            <TableHeader>
              <TableRow>
                <TableHeaderCell>{t('orders.createdAt')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.product')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.months')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.amount')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.status')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.buyer')}</TableHeaderCell>
                <TableHeaderCell>{t('orders.actions')}</TableHeaderCell>
              </TableRow>
            </TableHeader>
            <TableBody>
              {orders.items.map((order) => (
                <TableRow key={order.orderId}>
                  <TableCell>{formatDateTime(order.createdAt, i18n.language)}</TableCell>
                  <TableCell>{t(`plans.${order.productId}`)}</TableCell>
                  <TableCell>{t('orders.monthsValue', { count: order.months })}</TableCell>
                  <TableCell>{formatFen(order.amount, i18n.language)}</TableCell>
                  <TableCell>{t(`orders.statuses.${order.status}`)}</TableCell>
                  <TableCell>{order.buyer?.uname ?? ''}</TableCell>
                  <TableCell>
                    {canBuy && order.status === 'pending' && (
                      <Button
                        size="small"
                        disabled={fetching}
                        onClick={() => void payAgain(order.orderId)}
                        aria-label={t('orders.repayLabel', { id: order.orderId })}
                      >
                        {t('orders.repay')}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination page={page} total={orders.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
