import { Button, makeStyles, MessageBar, MessageBarBody, Text, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useErrorText } from '../../../errors/useErrorText';
import type { AppAccountPartsFragment } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { TestAppAccountMutation } from '../documents';
import type { FormApp } from '../shared/AccountForm';
import { AccountStatusBadge } from '../shared/accountStatus';
import { AccountDialogs, type AccountDialog } from './AccountDialogs';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  facts: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, margin: 0 },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

/** The company's accounts of one app, each with its state, usage and what can be done to it. */
export function AccountList({ app, accounts }: { app: FormApp; accounts: readonly AppAccountPartsFragment[] }) {
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const styles = useStyles();
  return (
    <>
      <ul className={styles.list}>
        {accounts.map((account) => (
          <AccountItem key={account.accountId} account={account} onDialog={(kind) => setDialog({ kind, account })} />
        ))}
      </ul>
      <AccountDialogs app={app} dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}

function AccountItem({ account, onDialog }: { account: AppAccountPartsFragment; onDialog(kind: 'rename' | 'edit' | 'delete'): void }) {
  const { t, i18n } = useTranslation('apps');
  const styles = useStyles();
  const errorText = useErrorText();
  const [tested, test] = useMutation(TestAppAccountMutation);
  const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso, i18n.language) : t('accounts.never'));
  const outcome = tested.data?.testAppAccount;
  const facts: [string, string][] = [
    [t('accounts.type'), t(`authTypes.${account.accountType}`, { defaultValue: account.accountType })],
    [t('accounts.processNum'), String(account.processNum)],
    [t('accounts.creator'), account.userName ?? '—'],
    [t('accounts.updated'), when(account.updatedAt)],
  ];
  if (account.accountType === 'oauth2')
    facts.push(
      [t('accounts.expires'), when(account.tokenExpiresAt)],
      [
        t('accounts.refreshed'),
        account.refreshedAt ? t('accounts.refreshedCount', { when: when(account.refreshedAt), count: account.refreshCount }) : t('accounts.never'),
      ],
    );
  return (
    <li className={styles.item} aria-label={account.accountName}>
      <div className={styles.head}>
        <Text weight="semibold">{account.accountName}</Text>
        <AccountStatusBadge status={account.status} />
      </div>
      {account.status === 'FAILED' && account.statusMessage && (
        <MessageBar intent="error">
          <MessageBarBody>{account.statusMessage}</MessageBarBody>
        </MessageBar>
      )}
      <dl className={styles.facts}>
        {facts.map(([term, detail]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.detail}>{detail}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.buttons}>
        <Button size="small" disabled={tested.fetching} onClick={() => void test({ accountId: account.accountId })}>
          {tested.fetching ? t('accounts.testing') : t('accounts.test')}
        </Button>
        <Button size="small" onClick={() => onDialog('rename')}>
          {t('accounts.rename')}
        </Button>
        <Button size="small" onClick={() => onDialog('edit')}>
          {t('accounts.edit')}
        </Button>
        <Button size="small" onClick={() => onDialog('delete')}>
          {t('accounts.delete')}
        </Button>
      </div>
      {outcome && (
        <MessageBar intent={outcome.ok ? 'success' : 'error'}>
          <MessageBarBody>{outcome.ok ? t('accounts.testOk') : t('accounts.testFailed', { message: outcome.message ?? '' })}</MessageBarBody>
        </MessageBar>
      )}
      {tested.error && (
        <MessageBar intent="error">
          <MessageBarBody>{errorText(tested.error)}</MessageBarBody>
        </MessageBar>
      )}
    </li>
  );
}
