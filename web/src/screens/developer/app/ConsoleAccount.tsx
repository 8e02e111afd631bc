import { Button, Field, Input, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import type { AuthMethod } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import { fieldsOfAuth } from '../definition/manifestDraft';
import { AddOpenAppAccountMutation } from '../documents';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '480px' },
});

/**
 * 添加账户 inside the console, from the tested version's own auth form (the version may be a draft the
 * catalogue does not know yet); the platform runs the app's connection test before it saves.
 */
export function ConsoleAccount({
  appId,
  method,
  onAdded,
  onCancel,
}: {
  appId: string;
  method: AuthMethod;
  onAdded(accountId: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('developer');
  const errorText = useErrorText();
  const styles = useStyles();
  const [values, setValues] = useState<Record<string, string>>({});
  const [result, add] = useMutation(AddOpenAppAccountMutation);
  const submit = async () => {
    const reply = await add({ appId, authData: values, accountType: method.type }, { additionalTypenames: ['AppAccount'] });
    if (reply.data) onAdded(reply.data.addOpenAppAccount.account.accountId);
  };
  return (
    <div className={styles.form} role="group" aria-label={t('console.addAccount')}>
      {result.error && (
        <MessageBar intent="error">
          <MessageBarBody>{t('console.failed', { reason: errorText(result.error) })}</MessageBarBody>
        </MessageBar>
      )}
      {fieldsOfAuth(method).map((field) => (
        <Field key={field.key} label={field.label} required={field.required === true}>
          <Input
            type={field.secret ? 'password' : 'text'}
            value={values[field.key] ?? ''}
            onChange={(_, d) => setValues((v) => ({ ...v, [field.key]: d.value }))}
          />
        </Field>
      ))}
      <div>
        <Button appearance="primary" disabled={result.fetching} onClick={() => void submit()}>
          {t('console.addAccount')}
        </Button>{' '}
        <Button onClick={onCancel}>{t('versions.cancel')}</Button>
      </div>
    </div>
  );
}
