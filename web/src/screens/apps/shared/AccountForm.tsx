import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClient, useMutation, type CombinedError } from 'urql';
import { sessionStore } from '../../../browser';
import { useErrorText } from '../../../errors/useErrorText';
import type { AppAccountPartsFragment } from '../../../gql/graphql';
import { AddAppAccountMutation, UpdateAppAccountMutation } from '../documents';
import { initialAuthValues, missingAuthFields, toAuthData } from './accountForm';
import { useCatalogueText, type CatalogueField } from './appText';
import { AuthFieldInput } from './AuthFieldInput';
import { authorizationPath, savePendingAuthorization } from '../../oauth/pendingAuthorization';
import { vendorConfirmation } from './vendorConfirmation';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export interface FormApp {
  appId: string;
  appName: string;
  appNameEn?: string | null;
  authMethods: readonly { type: string; fields: readonly CatalogueField[] }[];
}

interface AccountFormProps {
  app: FormApp;
  /** Editing this account's auth data; absent adds a new account. */
  account?: Pick<AppAccountPartsFragment, 'accountId' | 'accountType' | 'authData' | 'accountName'>;
  onSaved(account: AppAccountPartsFragment): void;
  onCancel?(): void;
  /** Where an OAuth 2 authorisation comes back to (default /app-manage). */
  returnTo?: string;
}

/** A refetch after add/update must reach the app page, the lists and the step pickers. */
const saveContext = { additionalTypenames: ['AppAccount', 'App'] };

/**
 * An account form generated from the app's auth methods (spec §3 Account): choose the method when there are
 * several, fields by kind, secrets as passwords (left '******' they keep their value), spec §5 required rule.
 * OAuth 2 saves nothing here: the form waits in sessionStorage and the browser goes to the authorisation.
 */
export function AccountForm({ app, account, onSaved, onCancel, returnTo }: AccountFormProps) {
  const { t } = useTranslation('apps');
  const styles = useStyles();
  const text = useCatalogueText();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const methods = app.authMethods.filter((m) => m.type !== 'none');
  const [type, setType] = useState(account?.accountType ?? methods[0]?.type ?? '');
  const method = methods.find((m) => m.type === type);
  const fields = text.fields(method?.fields ?? []);
  const [name, setName] = useState(account?.accountName ?? '');
  const [values, setValues] = useState<Record<string, Record<string, unknown>>>({});
  const current = values[type] ?? initialAuthValues(fields, account?.authData);
  const [tried, setTried] = useState(false);
  const [adding, add] = useMutation(AddAppAccountMutation);
  const [updating, update] = useMutation(UpdateAppAccountMutation);
  const client = useClient();
  const [confirming, setConfirming] = useState<{ fetching: boolean; error?: CombinedError }>({ fetching: false });
  const missing = new Set(missingAuthFields(fields, current));
  const error = adding.error ?? updating.error ?? confirming.error;

  const submit = async () => {
    setTried(true);
    if (!method || missing.size > 0) return;
    const authData = toAuthData(fields, current);
    if (method.type === 'oauth2') {
      savePendingAuthorization(sessionStore, {
        appId: app.appId,
        authData,
        ...(name.trim() && { accountName: name.trim() }),
        ...(account && { accountId: account.accountId }),
        ...(returnTo && { returnTo }),
      });
      return void navigate(authorizationPath(app.appId, returnTo));
    }
    const confirmation = vendorConfirmation(app.appId, method.type);
    if (confirmation) {
      // proven by the vendor before it is saved: the confirmation call adds or re-confirms the account
      setConfirming({ fetching: true });
      const input = confirmation.input(authData, name.trim() || account?.accountName || text.appName(app), account?.accountId);
      const reply = await client.mutation<Record<string, AppAccountPartsFragment>>(confirmation.document, { input }, saveContext).toPromise();
      setConfirming({ fetching: false, ...(reply.error && { error: reply.error }) });
      const confirmed = reply.data?.[confirmation.field];
      return confirmed && onSaved(confirmed);
    }
    const result = account
      ? await update({ accountId: account.accountId, authData }, saveContext)
      : await add({ appId: app.appId, accountType: method.type, accountName: name.trim() || null, authData }, saveContext);
    const saved = result.data && ('addAppAccount' in result.data ? result.data.addAppAccount : result.data.updateAppAccount);
    if (saved) onSaved(saved);
  };

  if (methods.length === 0)
    return (
      <MessageBar>
        <MessageBarBody>{t('form.noAccountNeeded')}</MessageBarBody>
      </MessageBar>
    );
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t('form.label', { app: text.appName(app) })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {methods.length > 1 && !account && (
        <Field label={t('form.method')}>
          <RadioGroup value={type} onChange={(_, d) => setType(d.value)} layout="horizontal">
            {methods.map((m) => (
              <Radio key={m.type} value={m.type} label={t(`authTypes.${m.type}`, { defaultValue: m.type })} />
            ))}
          </RadioGroup>
        </Field>
      )}
      {!account && (
        <Field label={t('form.accountName')} hint={t('form.accountNameHint')}>
          <Input value={name} maxLength={100} onChange={(_, d) => setName(d.value)} />
        </Field>
      )}
      {fields.map((field) => {
        const id = `auth-${app.appId}-${field.key}`;
        const invalid = tried && missing.has(field.key);
        return (
          <Field
            key={field.key}
            label={{ children: field.label, htmlFor: id }}
            required={field.required}
            hint={field.secret && account ? t('form.secretKept') : field.help}
            validationState={invalid ? 'error' : 'none'}
            validationMessage={invalid ? t('form.required', { label: field.label }) : undefined}
          >
            <AuthFieldInput
              field={field}
              id={id}
              value={current[field.key]}
              onChange={(v) => setValues({ ...values, [type]: { ...current, [field.key]: v } })}
            />
          </Field>
        );
      })}
      {method?.type === 'oauth2' && (
        <MessageBar>
          <MessageBarBody>{t('form.oauthNote')}</MessageBarBody>
        </MessageBar>
      )}
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(error)}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={adding.fetching || updating.fetching || confirming.fetching}>
          {method?.type === 'oauth2' ? t('form.authorize') : t('form.save')}
        </Button>
        {onCancel && <Button onClick={onCancel}>{t('form.cancel')}</Button>}
      </div>
    </form>
  );
}
