import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { LOGIN_PATH } from '../auth/returnPath';
import { appErrorBus } from '../errors/appErrorBus';
import { setLanguage } from '../i18n';
import { useSession } from '../session/useSession';
import { LogoutMutation, MeQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

/** The header's right side: language switch, the signed-in user's name and '退出登录'. */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const [me] = useQuery({ query: MeQuery });
  const [, logout] = useMutation(LogoutMutation);

  // A session cookie the gateway no longer knows (expired, signed out elsewhere, never there) reads as
  // "no user": treat it like a 2101 (spec §4), so the local marker alone never keeps anyone "signed in".
  const tokenRejected = !me.fetching && !me.stale && !me.error && me.data !== undefined && me.data.me === null;
  useEffect(() => {
    if (tokenRejected) appErrorBus.emit({ type: 'unauthenticated' });
  }, [tokenRejected]);

  const onLogout = async () => {
    // spec §4: the logout call (its reply clears the HttpOnly cookie), then everything local even if it failed
    await logout({});
    await navigate(LOGIN_PATH, { replace: true });
    signOut();
  };

  const otherLanguage = i18n.language === 'en' ? 'zh-CN' : 'en';
  return (
    <div className={styles.root}>
      <Button appearance="subtle" size="small" lang={otherLanguage} onClick={() => setLanguage(otherLanguage)}>
        {t(`language.${otherLanguage}`)}
      </Button>
      <Text weight="semibold">{me.data?.me?.uname ?? ''}</Text>
      <Button onClick={() => void onLogout()}>{t('auth.logout')}</Button>
    </div>
  );
}
