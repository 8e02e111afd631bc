import { Link as FluentLink, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { sessionStore } from '../../browser';
import { useErrorText } from '../../errors/useErrorText';
import { AuthorizeAppMutation } from './documents';
import { clearPendingAuthorization, readPendingAuthorization, rememberReturnTo } from './pendingAuthorization';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
});

type Phase = { kind: 'starting' } | { kind: 'leaving' } | { kind: 'failed'; message: string };

/**
 * /app-auth-redirect/{appId} (spec §2, §4 "Authorisation"): starts the OAuth 2 authorisation with the form the
 * account dialog left in sessionStorage (or `?account_id=` to re-authorise with the saved form) and sends the
 * browser to the provider. The provider comes back to the platform, which lands on the callback screens.
 */
export default function AuthRedirectScreen() {
  const { t } = useTranslation('oauth');
  const styles = useStyles();
  const errorText = useErrorText();
  const { appId = '' } = useParams();
  const [search] = useSearchParams();
  const [, authorize] = useMutation(AuthorizeAppMutation);
  // read once per visit: the form stays in sessionStorage until the provider's URL is known
  const [pending] = useState(() => readPendingAuthorization(sessionStore, appId));
  const accountId = pending?.accountId ?? search.get('account_id') ?? undefined;
  const [phase, setPhase] = useState<Phase>(pending || accountId ? { kind: 'starting' } : { kind: 'failed', message: t('redirect.nothingPending') });
  // one start per visit: React's development double effects must not open two authorisations
  const started = useRef(false);

  useEffect(() => {
    if (started.current || (!pending && !accountId)) return;
    started.current = true;
    rememberReturnTo(sessionStore, pending?.returnTo ?? search.get('return_to') ?? undefined);
    void authorize({
      appId,
      accountName: pending?.accountName ?? null,
      authData: pending?.authData ?? null,
      accountId: accountId ?? null,
    }).then(({ data, error }) => {
      const url = data?.authorizeApp.url;
      if (error || !url) {
        setPhase({ kind: 'failed', message: errorText(error, t('redirect.failed')) });
        return;
      }
      clearPendingAuthorization(sessionStore);
      setPhase({ kind: 'leaving' });
      window.location.assign(url);
    });
  }, [accountId, appId, authorize, errorText, pending, search, t]);

  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold">
        {t('redirect.title')}
      </Text>
      {phase.kind !== 'failed' ? (
        <Spinner labelPosition="after" label={phase.kind === 'starting' ? t('redirect.starting') : t('redirect.leaving')} />
      ) : (
        <>
          <MessageBar intent="error">
            <MessageBarBody>{phase.message}</MessageBarBody>
          </MessageBar>
          <Text>
            <FluentLink as="span" inline>
              <Link to={`/app-manage/auth?app_id=${encodeURIComponent(appId)}`}>{t('redirect.backToForm')}</Link>
            </FluentLink>
          </Text>
        </>
      )}
    </section>
  );
}
