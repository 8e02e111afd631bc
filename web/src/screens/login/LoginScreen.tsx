import { Card, makeStyles, MessageBar, MessageBarBody, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '../../browser';
import { SESSION_EXPIRED_KEY } from '../../errors/useAppErrorNavigation';
import { LoginForm } from './LoginForm';
import { SignUpForm } from './SignUpForm';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  card: { width: '380px', padding: tokens.spacingHorizontalXXL },
  brand: { color: tokens.colorBrandForeground1, textAlign: 'center' },
});

type AuthTab = 'login' | 'signUp';

/** spec §4: the login screen with the tabs '登录' and '注册'; only the chosen form is in the page. */
export default function LoginScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [tab, setTab] = useState<AuthTab>('login');
  // spec §4 / §8: a 2101 brought the user here; say so instead of a silent jump (issue 10 item 10)
  // kept until the next sign-in (useFinishSignIn clears it), so a remount of this screen still says it
  const expired = sessionStore.getItem(SESSION_EXPIRED_KEY) === '1';
  return (
    <main className={styles.page}>
      <Card className={styles.card}>
        <Text as="h1" size={700} weight="bold" className={styles.brand}>
          {t('app.name')}
        </Text>
        {expired && (
          <MessageBar intent="warning" role="status">
            <MessageBarBody>{t('auth.sessionExpired')}</MessageBarBody>
          </MessageBar>
        )}
        <TabList selectedValue={tab} onTabSelect={(_, d) => setTab(d.value as AuthTab)}>
          <Tab value="login">{t('auth.login')}</Tab>
          <Tab value="signUp">{t('auth.signUp')}</Tab>
        </TabList>
        {tab === 'login' ? <LoginForm /> : <SignUpForm />}
      </Card>
    </main>
  );
}
