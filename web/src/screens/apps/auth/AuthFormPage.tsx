import { makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQuery } from 'urql';
import { AppDetailQuery } from '../documents';
import { AccountForm } from '../shared/AccountForm';
import { AppMark } from '../shared/AppMark';
import { useCatalogueText } from '../shared/appText';
import { useAppToast } from '../../pipelines/shared/useAppToast';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '640px' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** An app's account form as a page (spec §2 /app-manage/auth, /mautic-api4, /wechat-api4); saved, back to the app. */
export function AuthFormPage({ appId }: { appId: string | null }) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const text = useCatalogueText();
  const toast = useAppToast();
  const navigate = useNavigate();
  const [result] = useQuery({ query: AppDetailQuery, variables: { appId: appId ?? '' }, pause: !appId });
  const app = result.data?.app;
  const back = appId ? `/app-manage?app=${encodeURIComponent(appId)}` : '/app-manage';
  return (
    <section className={styles.root}>
      <Text as="h1" size={600} weight="semibold" className={styles.title}>
        {app && <AppMark app={app} />}
        {app ? t('auth.title', { app: text.appName(app) }) : t('auth.titleNoApp')}
      </Text>
      {!appId ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('auth.noApp')}</MessageBarBody>
        </MessageBar>
      ) : result.fetching && !app ? (
        <Spinner label={t('drawer.loading')} />
      ) : !app ? (
        <MessageBar intent="error">
          <MessageBarBody>{result.error ? t('drawer.fetchFailed') : t('auth.unknownApp', { appId })}</MessageBarBody>
        </MessageBar>
      ) : (
        <AccountForm
          app={app}
          returnTo={back}
          onCancel={() => void navigate(back)}
          onSaved={() => {
            toast.show(t('accounts.added'));
            void navigate(back);
          }}
        />
      )}
      <Link to="/app-manage">{t('auth.backToApps')}</Link>
    </section>
  );
}
