import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateForCreationQuery } from '../../../gql/graphql';
import { AddAccountDialog } from '../../apps/shared/AddAccountDialog';
import { useTemplateText } from './useTemplateText';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  grow: { flexGrow: 1 },
});

export type AccountNeed = NonNullable<TemplateForCreationQuery['template']>['accountNeeds'][number];

interface AccountChoiceProps {
  need: AccountNeed;
  accountId: string | undefined;
  onChoose(accountId: string): void;
  /** Shown under the picker when the person tried to go on without an account. */
  invalid?: boolean;
}

/**
 * One step's account (issue 12: the template's accounts asked one by one): the company's accounts of that app,
 * a failed one flagged, or "添加账户" — the same generated account form the editor and /app-manage use, in a
 * dialog; the account it saves is chosen at once.
 */
export function AccountChoice({ need, accountId, onChoose, invalid }: AccountChoiceProps) {
  const { t } = useTranslation('templates');
  // the add-account dialog's texts ('apps') are there when it opens, with no suspense around the page
  useTranslation('apps');
  const styles = useStyles();
  const text = useTemplateText();
  const [adding, setAdding] = useState(false);
  const app = need.app;
  const appName = text.appName({ appId: need.appId, appName: app?.appName ?? need.appId, appNameEn: app?.appNameEn });
  const accounts = app?.accounts ?? [];
  const id = `template-account-${need.stepUuid}`;
  return (
    <>
      <div className={styles.row}>
        <Field
          className={styles.grow}
          label={{ children: t('accounts.label', { app: appName, step: need.stepNumber }), htmlFor: id }}
          required
          validationState={invalid && !accountId ? 'error' : 'none'}
          validationMessage={invalid && !accountId ? t('accounts.required', { app: appName }) : undefined}
        >
          <Select id={id} value={accountId ?? ''} onChange={(_, d) => d.value && onChoose(d.value)}>
            <option value="">{accounts.length === 0 ? t('accounts.none') : t('accounts.choose')}</option>
            {accounts.map((a) => (
              <option key={a.accountId} value={a.accountId}>
                {a.status === 'FAILED' ? t('accounts.failedOption', { name: a.accountName }) : a.accountName}
              </option>
            ))}
          </Select>
        </Field>
        {app && <Button onClick={() => setAdding(true)}>{t('accounts.add')}</Button>}
      </div>
      {adding && app && (
        <AddAccountDialog
          app={app}
          onClose={() => setAdding(false)}
          onSaved={(account) => {
            onChoose(account.accountId);
            setAdding(false);
          }}
        />
      )}
    </>
  );
}
