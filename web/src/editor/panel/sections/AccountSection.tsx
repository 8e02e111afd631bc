import { Button, Field, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Text, tokens } from '@fluentui/react-components';
import { findBuiltinApp, lookupAppId, type AppStep } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AppDetailQuery, StepAccountsQuery } from '../../../screens/apps/documents';
import { AddAccountDialog } from '../../../screens/apps/shared/AddAccountDialog';
import { AccountStatusBadge } from '../../../screens/apps/shared/accountStatus';
import type { StepEdit } from '../useStepEdit';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

/** Accounts added here must show in every picker and on /app-manage. */
const accountsContext = { additionalTypenames: ['AppAccount'] };

/**
 * Account: built-in apps run on the platform itself and need none (validateStep never asks them for one). A
 * catalogue app that needs one gets a picker of the company's accounts of it (a failed one flagged, spec §4) and
 * "添加账户", the app's generated form in a dialog; the saved account is chosen at once (account_id on the step).
 */
export function AccountSection({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  if (!step.app_id) return <Text>{t('account.chooseAppFirst')}</Text>;
  if (findBuiltinApp(step.app_id)) return <Text>{t('account.notNeeded')}</Text>;
  return <CatalogueAccount step={step} edit={edit} appId={lookupAppId(step.app_id)} />;
}

function CatalogueAccount({ step, edit, appId }: { step: AppStep; edit: StepEdit; appId: string }) {
  const { t } = useTranslation('editor');
  // the add-account dialog's texts ('apps') are there when it opens, with no suspense around the panel
  useTranslation('apps');
  const styles = useStyles();
  const [adding, setAdding] = useState(false);
  const [detail] = useQuery({ query: AppDetailQuery, variables: { appId } });
  const [accounts] = useQuery({ query: StepAccountsQuery, variables: { appId }, context: accountsContext });
  const app = detail.data?.app;
  if (detail.fetching && !app) return <Spinner size="tiny" label={t('account.loading')} />;
  if (!app) return <Text>{detail.error ? t('account.fetchFailed') : t('account.unknownApp')}</Text>;
  if (!app.needsAccount) return <Text>{t('account.appNeedsNone')}</Text>;
  const items = accounts.data?.appAccounts.items ?? [];
  const chosenId = typeof step.account_id === 'string' || typeof step.account_id === 'number' ? String(step.account_id) : '';
  const chosen = items.find((a) => a.accountId === chosenId);
  const id = `account-${step.uuid}`;
  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <Field className={styles.grow} label={{ children: t('account.label'), htmlFor: id }} required>
          <Select id={id} value={chosen ? chosenId : ''} onChange={(_, d) => edit.patch({ account_id: d.value || undefined })}>
            <option value="">{items.length === 0 ? t('account.none') : t('account.choose')}</option>
            {items.map((a) => (
              <option key={a.accountId} value={a.accountId}>
                {a.status === 'FAILED' ? t('account.failedOption', { name: a.accountName }) : a.accountName}
              </option>
            ))}
          </Select>
        </Field>
        <Button onClick={() => setAdding(true)}>{t('account.add')}</Button>
      </div>
      {chosen && (
        <Text>
          {t('account.status')} <AccountStatusBadge status={chosen.status} />
        </Text>
      )}
      {chosen?.status === 'FAILED' && (
        <MessageBar intent="error">
          <MessageBarBody>{t('account.failed', { message: chosen.statusMessage ?? '' })}</MessageBarBody>
        </MessageBar>
      )}
      {chosenId && !chosen && accounts.data && (
        <MessageBar intent="warning">
          <MessageBarBody>{t('account.gone')}</MessageBarBody>
        </MessageBar>
      )}
      {adding && (
        <AddAccountDialog
          app={app}
          onClose={() => setAdding(false)}
          onSaved={(account) => {
            edit.patch({ account_id: account.accountId });
            setAdding(false);
          }}
        />
      )}
    </div>
  );
}
