import { Button, Link, makeStyles, MessageBar, MessageBarBody, Spinner, Text, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { JINSHUJU_APP_ID } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AppDetailQuery } from '../documents';
import { AddAccountDialog } from '../shared/AddAccountDialog';
import { AppMark } from '../shared/AppMark';
import { useCatalogueText } from '../shared/appText';
import { useActionText, useAppDescription } from '../shared/useActionText';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { JinshujuForms } from '../jinshuju/JinshujuForms';
import { AccountList } from './AccountList';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBottom: tokens.spacingVerticalXXL, maxWidth: '880px' },
  title: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, margin: 0 },
  back: { alignSelf: 'flex-start' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  sectionHead: { display: 'flex', alignItems: 'center', justifyContent: 'space-between' },
  actions: { margin: 0, paddingLeft: tokens.spacingHorizontalL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground2 },
});

const detailContext = { additionalTypenames: ['AppAccount'] };

/**
 * An app's page (spec §2 app management): its actions and triggers, and the company's accounts of it. A page in
 * place of the catalogue, not an overlay: the account dialogs it opens are then the only modal (a dialog over a
 * modal drawer fought it for focus).
 */
export function AppPage({ appId, onClose }: { appId: string; onClose(): void }) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const text = useCatalogueText();
  const actionText = useActionText();
  const describe = useAppDescription();
  const toast = useAppToast();
  const [adding, setAdding] = useState(false);
  const [result] = useQuery({ query: AppDetailQuery, variables: { appId }, context: detailContext });
  const app = result.data?.app;

  return (
    <section className={styles.body} aria-labelledby="app-page-title">
      <Button className={styles.back} appearance="subtle" icon={<ArrowLeftRegular />} onClick={onClose}>
        {t('drawer.close')}
      </Button>
      <Text as="h2" size={500} weight="semibold" id="app-page-title" className={styles.title}>
        {app && <AppMark app={app} />}
        {app ? text.appName(app) : t('drawer.loading')}
      </Text>
      {result.fetching && !app ? (
        <Spinner label={t('drawer.loading')} />
      ) : !app ? (
        <MessageBar intent="error">
          <MessageBarBody>{result.error ? t('drawer.fetchFailed') : t('drawer.notFound')}</MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <Text className={styles.muted}>{describe(app)}</Text>
          {app.doc && (
            <Link href={app.doc} target="_blank" rel="noreferrer">
              {t('drawer.doc')}
            </Link>
          )}
          <section className={styles.section} aria-labelledby="app-actions-heading">
            <Text as="h3" weight="semibold" id="app-actions-heading">
              {t('drawer.actions', { count: app.actions.length })}
            </Text>
            <ul className={styles.actions}>
              {app.actions.map((a) => (
                <li key={a.actionId}>
                  <Text weight="semibold">{actionText(app.appId, a).name}</Text>
                  <Text size={200} className={styles.muted}>
                    {' '}
                    · {t(a.kind === 'action' ? 'kinds.action' : 'kinds.trigger')} · {actionText(app.appId, a).description}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
          <section className={styles.section} aria-labelledby="app-accounts-heading">
            <div className={styles.sectionHead}>
              <Text as="h3" weight="semibold" id="app-accounts-heading">
                {t('drawer.accounts', { count: app.accounts.length })}
              </Text>
              {app.needsAccount && (
                <Button appearance="primary" onClick={() => setAdding(true)}>
                  {t('accounts.add')}
                </Button>
              )}
            </div>
            {!app.needsAccount ? (
              <Text className={styles.muted}>{t('drawer.noAccountNeeded')}</Text>
            ) : app.accounts.length === 0 ? (
              <Text className={styles.muted}>{t('drawer.noAccounts')}</Text>
            ) : (
              <AccountList app={app} accounts={app.accounts} />
            )}
          </section>
          {/* issue 17 jinshuju: the accounts' forms, their fields and the push addresses of the pipelines they start */}
          {app.appId === JINSHUJU_APP_ID && <JinshujuForms accounts={app.accounts} />}
        </>
      )}
      {app && adding && (
        <AddAccountDialog
          app={app}
          returnTo={`/app-manage?app=${encodeURIComponent(app.appId)}`}
          onClose={() => setAdding(false)}
          onSaved={() => {
            toast.show(t('accounts.added'));
            setAdding(false);
          }}
        />
      )}
    </section>
  );
}
