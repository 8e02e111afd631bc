import { Button, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { OAUTH_FAIL_REASONS, type OAuthFailReason } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { sessionStore } from '../../browser';
import { useErrorText } from '../../errors/useErrorText';
import { formatDateTime } from '../../util/formatDateTime';
import { AuthorizedAccountQuery, RefreshAppAccountMutation } from './documents';
import { returnTo } from './pendingAuthorization';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

/** The ways out of both screens: the app management, and the pipeline the flow started from (if any). */
function WayBack() {
  const { t } = useTranslation('oauth');
  const styles = useStyles();
  const navigate = useNavigate();
  const back = returnTo(sessionStore);
  return (
    <div className={styles.actions}>
      {back && (
        <Button appearance="primary" onClick={() => void navigate(back)}>
          {t('callback.backToPipeline')}
        </Button>
      )}
      <Button appearance={back ? 'secondary' : 'primary'} onClick={() => void navigate('/app-manage')}>
        {t('callback.backToApps')}
      </Button>
    </div>
  );
}

function AccountFacts({ accountId }: { accountId: string }) {
  const { t, i18n } = useTranslation('oauth');
  const styles = useStyles();
  const errorText = useErrorText();
  const [result] = useQuery({ query: AuthorizedAccountQuery, variables: { accountId } });
  const [refreshing, refresh] = useMutation(RefreshAppAccountMutation);
  const account = refreshing.data?.refreshAppAccount ?? result.data?.authorizedAccount;
  const when = (iso: string | null | undefined, none: string) => (iso ? formatDateTime(iso, i18n.language, { seconds: true }) : none);
  if (result.fetching) return <Spinner size="small" label={t('callback.loading')} />;
  if (!account) return null;
  return (
    <>
      <dl className={styles.facts}>
        <dt className={styles.term}>{t('callback.accountName')}</dt>
        <dd className={styles.detail} data-testid="oauth-account-name">
          {account.accountName}
        </dd>
        <dt className={styles.term}>{t('callback.expiresAt')}</dt>
        <dd className={styles.detail} data-testid="oauth-expires-at">
          {when(account.tokenExpiresAt, t('callback.noExpiry'))}
        </dd>
        <dt className={styles.term}>{t('callback.refreshed')}</dt>
        <dd className={styles.detail} data-testid="oauth-refreshed">
          {account.refreshCount > 0
            ? t('callback.refreshedTimes', { count: account.refreshCount, time: when(account.refreshedAt, '') })
            : t('callback.neverRefreshed')}
        </dd>
      </dl>
      {refreshing.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(refreshing.error)}</MessageBarBody>
        </MessageBar>
      )}
      <div>
        <Button disabled={refreshing.fetching} onClick={() => void refresh({ accountId })}>
          {refreshing.fetching ? t('callback.refreshing') : t('callback.refreshNow')}
        </Button>
      </div>
    </>
  );
}

/** /app-auth-callback/success (spec §2, §4 "Authorisation"): the account saved, its token's expiry and refreshes. */
export function AuthSuccessScreen() {
  const { t } = useTranslation('oauth');
  const styles = useStyles();
  const [search] = useSearchParams();
  const accountId = search.get('account_id');
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('callback.successTitle')}
      </Text>
      <MessageBar intent="success">
        <MessageBarBody>{t('callback.successBody')}</MessageBarBody>
      </MessageBar>
      {accountId && /^\d+$/.test(accountId) && <AccountFacts accountId={accountId} />}
      <WayBack />
    </section>
  );
}

const isReason = (value: string | null): value is OAuthFailReason => (OAUTH_FAIL_REASONS as readonly (string | null)[]).includes(value);

/** /app-auth-callback/fail (spec §2, §4 "Authorisation"): why, in the reader's language, from the platform's reason code. */
export function AuthFailScreen() {
  const { t } = useTranslation('oauth');
  const styles = useStyles();
  const [search] = useSearchParams();
  const reason = search.get('reason');
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('callback.failTitle')}
      </Text>
      <MessageBar intent="error">
        <MessageBarBody>{t(`reasons.${isReason(reason) ? reason : 'internal'}`)}</MessageBarBody>
      </MessageBar>
      <Text>{t('callback.failHint')}</Text>
      <WayBack />
    </section>
  );
}
