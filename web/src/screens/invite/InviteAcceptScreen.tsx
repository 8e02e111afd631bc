import { Card, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useQuery } from 'urql';
import { LOGIN_PATH } from '../../auth/returnPath';
import { FALLBACK_PATH } from '../../routing/routeTable';
import { useSession } from '../../session/useSession';
import { formatDateTime } from '../../util/formatDateTime';
import { useRoleName } from '../members/useRoleName';
import { InviteLinkQuery } from './documents';
import { InviteForm } from './InviteForm';

const useStyles = makeStyles({
  page: { minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', backgroundColor: tokens.colorNeutralBackground2 },
  card: { width: '400px', padding: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  brand: { color: tokens.colorBrandForeground1, textAlign: 'center' },
  muted: { color: tokens.colorNeutralForeground3 },
  link: { color: tokens.colorBrandForegroundLink },
});

/** Asked by POST: as a GET the token would ride in the address, where request logs keep addresses. */
const linkContext = { preferGetMethod: false as const };

/**
 * /invite/:token (spec §7 Invite, issue 13): the company and the role a link offers, and the registration that joins
 * it; the new person lands signed in on the template gallery. A link that cannot be used says why, with the way
 * to sign in.
 */
export default function InviteAcceptScreen() {
  const { t, i18n } = useTranslation('members');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const { token = '' } = useParams();
  const { signIn } = useSession();
  const navigate = useNavigate();
  const roleName = useRoleName();
  const [result, refetch] = useQuery({ query: InviteLinkQuery, variables: { token }, requestPolicy: 'network-only', context: linkContext });
  const link = result.data?.inviteLink;

  const joined = useCallback(
    ({ userid, companyId }: { userid: string; companyId: string }) => {
      signIn({ userId: userid, companyId });
      void navigate(FALLBACK_PATH, { replace: true });
    },
    [signIn, navigate],
  );

  const body = () => {
    if (result.fetching && !result.data) return <Spinner label={t('loading')} />;
    if (result.error && !result.data) {
      return (
        <MessageBar intent="error">
          <MessageBarBody>{tc('messages.fetchFailed')}</MessageBarBody>
        </MessageBar>
      );
    }
    if (!link || !link.usable) {
      return (
        <>
          <MessageBar intent="warning" role="status">
            <MessageBarBody>{t(`accept.cannot.${link?.status ?? 'UNKNOWN'}`)}</MessageBarBody>
          </MessageBar>
          <RouterLink className={styles.link} to={LOGIN_PATH}>
            {t('accept.toLogin')}
          </RouterLink>
        </>
      );
    }
    return (
      <>
        <Text as="h2" size={500} weight="semibold">
          {t('accept.heading', { company: link.companyName })}
        </Text>
        <Text>{t('accept.role', { role: roleName(link) })}</Text>
        <Text className={styles.muted}>{t('accept.expires', { when: formatDateTime(link.expiresAt, i18n.language) })}</Text>
        <InviteForm token={token} boundEmail={link.email ?? null} onJoined={joined} onRefused={() => refetch({ requestPolicy: 'network-only' })} />
        <Text className={styles.muted}>
          {t('accept.haveAccount')}{' '}
          <RouterLink className={styles.link} to={LOGIN_PATH}>
            {t('accept.toLogin')}
          </RouterLink>
        </Text>
      </>
    );
  };

  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Text as="h1" size={700} weight="bold" className={styles.brand}>
          {tc('app.name')}
        </Text>
        {body()}
      </Card>
    </main>
  );
}
