import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { useErrorText } from '../../errors/useErrorText';
import { usePermissions } from '../../session/usePermissions';
import { PlanOverviewQuery } from './documents';
import { LedgerTable } from './LedgerTable';
import { OrdersTable } from './OrdersTable';
import { PricingSection } from './PricingSection';
import { UsagePanel } from './UsagePanel';
import { useOrderConfirmation, type Confirmation } from './useOrderConfirmation';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
});

function ConfirmationBar({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  if (confirmation.phase === 'confirming') return <Spinner size="small" labelPosition="after" label={t('payment.confirming')} />;
  const [intent, text] =
    confirmation.phase === 'paid'
      ? (['success', t('payment.paid', { plan: t(`plans.${confirmation.plan}`) })] as const)
      : confirmation.phase === 'cancelled'
        ? (['info', t('payment.cancelled')] as const)
        : confirmation.phase === 'pending'
          ? (['warning', t('payment.pending')] as const)
          : (['error', errorText(confirmation.error)] as const);
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}

/**
 * /plan (spec §2 product pricing, issue 13 "Plans and quotas"): the current plan and its fee period, each limit with
 * its use, the plans side by side, and for a buyer 升级 / 续费 through the provider's trade page, which comes back
 * here with `?order_id=`; orders and the fee ledger below. Fee loading failure: '获取计费接口失败' (spec §8).
 */
export function PlanPage({ leave }: { leave(url: string): void }) {
  const { t } = useTranslation('billing');
  const styles = useStyles();
  const [search] = useSearchParams();
  const [overview, refetch] = useQuery({ query: PlanOverviewQuery, requestPolicy: 'cache-and-network' });
  const canBuy = usePermissions().can('billing.manage');
  // the tables are mounted again once an order settles, so they read the new order and ledger entry
  const [generation, setGeneration] = useState(0);
  const onSettled = useCallback(() => {
    refetch({ requestPolicy: 'network-only' });
    setGeneration((n) => n + 1);
  }, [refetch]);
  const confirmation = useOrderConfirmation(search.get('order_id'), onSettled);
  const data = overview.data;

  return (
    <section className={styles.root}>
      <Text as="h1" size={700} weight="semibold">
        {t('title')}
      </Text>
      {confirmation && <ConfirmationBar confirmation={confirmation} />}
      {overview.error && !data ? (
        <MessageBar intent="error">
          <MessageBarBody>{t('feeLoadFailed')}</MessageBarBody>
          <MessageBarActions>
            <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>{t('retry')}</Button>
          </MessageBarActions>
        </MessageBar>
      ) : !data ? (
        <Spinner label={t('loading')} />
      ) : (
        <>
          <UsagePanel quotas={data.quotas} fee={data.companyFee} />
          <PricingSection
            products={data.products}
            currentPlan={data.quotas.plan}
            paidUntil={data.companyFee.expirationTime ?? null}
            buyers={data.companyFee.buyers}
            canBuy={canBuy}
            leave={leave}
          />
          <OrdersTable key={`orders-${generation}`} canBuy={canBuy} leave={leave} />
          <LedgerTable key={`ledger-${generation}`} />
        </>
      )}
    </section>
  );
}

export default function PlanScreen() {
  return <PlanPage leave={(url) => window.location.assign(url)} />;
}
