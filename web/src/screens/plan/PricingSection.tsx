import { Badge, Button, makeStyles, Radio, RadioGroup, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorToast } from '../../errors/useErrorToast';
import type { Plan, PlanOverviewQuery } from '../../gql/graphql';
import { CreateOrderMutation } from './documents';
import { formatCount, formatFen } from './money';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  cards: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: tokens.spacingHorizontalL },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusLarge,
  },
  currentCard: { border: `${tokens.strokeWidthThick} solid ${tokens.colorBrandStroke1}` },
  name: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL, flexGrow: 1 },
});

type Overview = PlanOverviewQuery;
type Product = Overview['products'][number];

interface PricingProps {
  products: Overview['products'];
  /** The plan in force and whether it is a paid period still running (renewal then extends it). */
  currentPlan: Plan;
  paidUntil: string | null;
  buyers: Overview['companyFee']['buyers'];
  canBuy: boolean;
  /** Sends the browser to the provider's trade page. */
  leave(url: string): void;
}

/** What a card offers the buyer: upgrade to a higher plan, renew the running one, nothing for lower or free plans. */
function offerOf(product: Product, current: Product | undefined, paidUntil: string | null): 'upgrade' | 'renew' | null {
  if (product.productId === 'free') return null;
  if (!current || product.rank > current.rank) return 'upgrade';
  return product.productId === current.productId && paidUntil ? 'renew' : null;
}

/**
 * spec §2 product pricing: the plans side by side with prices, limits and what each adds, the current one marked.
 * Buying (升级 / 续费, billing.manage) creates the order and leaves for the provider's trade page; everyone else reads
 * who may buy.
 */
export function PricingSection({ products, currentPlan, paidUntil, buyers, canBuy, leave }: PricingProps) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  const errorToast = useErrorToast();
  const [yearly, setYearly] = useState(false);
  const [{ fetching }, createOrder] = useMutation(CreateOrderMutation);
  const current = products.find((p) => p.productId === currentPlan);
  const count = (n: number) => formatCount(n, i18n.language);

  const buy = async (productId: Plan) => {
    const { data, error } = await createOrder({ productId, months: yearly ? 12 : 1 });
    if (error || !data) return errorToast(error);
    leave(data.createOrder.tradePageUrl);
  };

  const names = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(buyers.map((b) => b.uname));
  return (
    <section className={styles.root} aria-labelledby="plan-pricing">
      <Text as="h2" id="plan-pricing" size={500} weight="semibold">
        {t('pricing.heading')}
      </Text>
      <RadioGroup
        layout="horizontal"
        value={yearly ? 'yearly' : 'monthly'}
        onChange={(_, d) => setYearly(d.value === 'yearly')}
        aria-label={t('pricing.period')}
      >
        <Radio value="monthly" label={t('pricing.monthly')} />
        <Radio value="yearly" label={t('pricing.yearly')} />
      </RadioGroup>
      <div className={styles.cards}>
        {products.map((product) => {
          const plan = t(`plans.${product.productId}`);
          const isCurrent = product.productId === currentPlan;
          const offer = canBuy ? offerOf(product, current, paidUntil) : null;
          const price =
            product.priceMonthly === 0
              ? t('pricing.freePrice')
              : yearly
                ? t('pricing.perYear', { price: formatFen(product.priceYearly, i18n.language) })
                : t('pricing.perMonth', { price: formatFen(product.priceMonthly, i18n.language) });
          return (
            <article
              key={product.productId}
              className={isCurrent ? `${styles.card} ${styles.currentCard}` : styles.card}
              aria-labelledby={`plan-${product.productId}`}
            >
              <div className={styles.name}>
                <Text as="h3" id={`plan-${product.productId}`} size={500} weight="semibold">
                  {plan}
                </Text>
                {isCurrent && <Badge appearance="filled">{t('pricing.currentBadge')}</Badge>}
              </div>
              <Text size={400}>{price}</Text>
              <ul className={styles.list}>
                <li>{t('pricing.limits.maxEnabledPipelines', { n: count(product.limits.maxEnabledPipelines) })}</li>
                <li>{t('pricing.limits.maxRunsPerMonth', { n: count(product.limits.maxRunsPerMonth) })}</li>
                <li>{t('pricing.limits.maxStepsPerPipeline', { n: count(product.limits.maxStepsPerPipeline) })}</li>
                <li>{t(product.limits.paidApps ? 'pricing.limits.paidApps' : 'pricing.limits.noPaidApps')}</li>
                {product.adds
                  .filter((feature) => feature !== 'paidApps')
                  .map((feature) => (
                    <li key={feature}>{t(`pricing.adds.${feature}`)}</li>
                  ))}
              </ul>
              {offer && (
                <Button appearance={offer === 'upgrade' ? 'primary' : 'secondary'} disabled={fetching} onClick={() => void buy(product.productId)}>
                  {t(offer === 'upgrade' ? 'pricing.upgrade' : 'pricing.renew', { plan })}
                </Button>
              )}
            </article>
          );
        })}
      </div>
      {!canBuy && <Text>{buyers.length > 0 ? t('pricing.onlyBuyers', { names }) : t('pricing.noBuyer')}</Text>}
    </section>
  );
}
