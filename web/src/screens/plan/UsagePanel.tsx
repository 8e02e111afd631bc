import { Field, makeStyles, ProgressBar, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PlanOverviewQuery } from '../../gql/graphql';
import { formatDateTime } from '../../util/formatDateTime';
import { formatCount, formatFen } from './money';

const useStyles = makeStyles({
  root: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: tokens.spacingHorizontalXXL },
  plan: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  bars: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  note: { color: tokens.colorNeutralForeground3 },
});

/** How close a use is to its limit: the bar's colour and the words beside the figures. */
function level(used: number, limit: number): 'full' | 'near' | 'ok' {
  if (used >= limit) return 'full';
  return limit > 0 && used / limit >= 0.8 ? 'near' : 'ok';
}

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t, i18n } = useTranslation('billing');
  const state = level(used, limit);
  const figures = t('usage.figures', { used: formatCount(used, i18n.language), limit: formatCount(limit, i18n.language) });
  return (
    <Field
      label={label}
      hint={state === 'ok' ? figures : `${figures} · ${t(state === 'full' ? 'usage.atLimit' : 'usage.nearLimit')}`}
      validationState={state === 'full' ? 'error' : state === 'near' ? 'warning' : 'none'}
    >
      <ProgressBar value={limit > 0 ? Math.min(1, used / limit) : 0} max={1} thickness="large" />
    </Field>
  );
}

type Overview = PlanOverviewQuery;

/** spec §1 plan limits: the current plan and its fee period (spec §3), each limit with its use as a bar with figures. */
export function UsagePanel({ quotas, fee }: { quotas: Overview['quotas']; fee: Overview['companyFee'] }) {
  const { t, i18n } = useTranslation('billing');
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <section className={styles.plan} aria-labelledby="plan-current">
        <Text as="h2" id="plan-current" size={500} weight="semibold">
          {t('current.heading')}
        </Text>
        <Text size={600} weight="semibold">
          {t(`plans.${quotas.plan}`)}
        </Text>
        {fee.expirationTime ? (
          <>
            <Text>{t('current.until', { date: formatDateTime(fee.expirationTime, i18n.language) })}</Text>
            <Text>{t('current.remaining', { amount: formatFen(fee.remainingAmount, i18n.language) })}</Text>
            <Text className={styles.note}>{t('current.expiryNote')}</Text>
          </>
        ) : (
          <Text>{t('current.forever')}</Text>
        )}
      </section>
      <section className={styles.bars} aria-labelledby="plan-usage">
        <Text as="h2" id="plan-usage" size={500} weight="semibold">
          {t('usage.heading')}
        </Text>
        <UsageBar label={t('usage.enabledPipelines')} {...quotas.enabledPipelines} />
        <UsageBar label={t('usage.runsThisMonth', { month: quotas.month })} {...quotas.runsThisMonth} />
        <UsageBar label={t('usage.largestPipelineSteps')} {...quotas.largestPipelineSteps} />
        <Field label={t('usage.paidApps')}>
          <Text>{t(quotas.paidApps.allowed ? 'usage.paidAllowed' : 'usage.paidNotAllowed')}</Text>
        </Field>
      </section>
    </div>
  );
}
