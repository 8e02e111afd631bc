import { Button, makeStyles, Spinner, Tab, TabList, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { FetchFailed } from '../../components/FetchFailed';
import { usePermissions } from '../../session/usePermissions';
import { Pagination } from '../pipelines/list/Pagination';
import { AuditTab } from './AuditTab';
import { CreateTokenDialog } from './CreateTokenDialog';
import { ApiTokensQuery } from './documents';
import { RevokeTokenDialog } from './RevokeTokenDialog';
import { TokenTable, type ListToken } from './TokenTable';
import { usePageInRange } from '../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** A first token must still refresh the list, which then carried no ApiToken typename. */
const listContext = { additionalTypenames: ['ApiToken'] };

type TabName = 'mine' | 'company' | 'audit';
type Dialog = { kind: 'create'; service: boolean } | { kind: 'revoke'; token: ListToken } | null;

/**
 * /company/tokens (issue 13 "API tokens for internal tools"): my tokens for everyone; the company's tokens, service
 * tokens and the audit list for people with tokens.manage (hidden otherwise; the platform refuses them anyway).
 */
export default function ApiTokensScreen() {
  const { t } = useTranslation('tokens');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const { can } = usePermissions();
  const manager = can('tokens.manage');
  const [tab, setTab] = useState<TabName>('mine');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const shown: TabName = manager ? tab : 'mine';
  const [result, refetch] = useQuery({
    query: ApiTokensQuery,
    variables: { mine: shown === 'mine', limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    context: listContext,
    pause: shown === 'audit',
  });
  const list = result.data?.apiTokens;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, list?.total, setPage);
  const choose = (next: TabName) => {
    setTab(next);
    setPage(1);
  };

  return (
    <section className={styles.root}>
      <div className={styles.heading}>
        <Text as="h1" size={600} weight="semibold">
          {tc('routes.apiTokens')}
        </Text>
        <div className={styles.actions}>
          {manager && <Button onClick={() => setDialog({ kind: 'create', service: true })}>{t('createService')}</Button>}
          <Button appearance="primary" onClick={() => setDialog({ kind: 'create', service: false })}>
            {t('create')}
          </Button>
        </div>
      </div>
      <Text>{t('intro')}</Text>
      <Text>
        {t('docs')} <a href="/graphql">{t('docsLink')}</a>
      </Text>
      {manager && (
        <TabList selectedValue={shown} onTabSelect={(_, d) => choose(d.value as TabName)} aria-label={t('tabs.label')}>
          <Tab value="mine">{t('tabs.mine')}</Tab>
          <Tab value="company">{t('tabs.company')}</Tab>
          <Tab value="audit">{t('tabs.audit')}</Tab>
        </TabList>
      )}
      {shown === 'audit' ? (
        <AuditTab />
      ) : result.error && !list ? (
        <FetchFailed refetch={refetch} />
      ) : !list ? (
        <Spinner label={tc('common.loading')} />
      ) : list.items.length === 0 ? (
        <Text className={styles.empty}>{t('empty')}</Text>
      ) : (
        <>
          <TokenTable
            items={list.items}
            label={shown === 'mine' ? t('table.mine') : t('table.company')}
            company={shown === 'company'}
            onRevoke={(token) => setDialog({ kind: 'revoke', token })}
          />
          <Pagination page={page} total={list.total} onPage={setPage} />
        </>
      )}
      {dialog?.kind === 'create' && <CreateTokenDialog service={dialog.service} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'revoke' && <RevokeTokenDialog token={dialog.token} onClose={() => setDialog(null)} />}
    </section>
  );
}
