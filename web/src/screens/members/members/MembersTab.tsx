import { makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { MeQuery } from '../../../layout/documents';
import { Pagination } from '../../pipelines/list/Pagination';
import { MembersQuery } from '../documents';
import type { Granter } from '../roles/permissionGroups';
import { useConsoleOnlyFailure } from '../useConsoleOnlyFailure';
import { useRoleOptions } from '../useRoleOptions';
import { MemberFilters, type MemberFilter } from './MemberFilters';
import { MemberTable, type Member } from './MemberTable';
import { ToggleMemberDialog } from './ToggleMemberDialog';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** An empty list still refetches once people change (its typenames are unknown to the cache while empty). */
const listContext = { additionalTypenames: ['User'] };

const NO_FILTER: MemberFilter = { keyword: '', role: '', status: 'all' };

/** 成员: the company's people, 15 a page, searched and filtered; managers change roles and disable people. */
export function MembersTab({ granter }: { granter: Granter }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const [filter, setFilter] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [toggling, setToggling] = useState<Member | null>(null);
  const { options } = useRoleOptions(granter);
  const [me] = useQuery({ query: MeQuery });
  const [result] = useQuery({
    query: MembersQuery,
    variables: {
      filter: {
        keyword: filter.keyword || null,
        role: filter.role || null,
        disabled: filter.status === 'all' ? null : filter.status === 'disabled',
      },
      limit: PAGE_SIZE,
      offset: (page - 1) * PAGE_SIZE,
    },
    context: listContext,
  });
  // spec §8: a failed members call is logged, not shown
  useConsoleOnlyFailure(result.error, 'members');
  const data = result.data?.members;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, data?.total, setPage);
  const manage = granter.can('members.manage');
  const filtered = (next: MemberFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <div className={styles.root}>
      <MemberFilters roles={options} onChange={filtered} />
      {!data ? (
        result.fetching && <Spinner label={t('loading')} />
      ) : data.items.length === 0 ? (
        <Text className={styles.empty}>{t('list.empty')}</Text>
      ) : (
        <MemberTable items={data.items} roles={options} selfId={me.data?.me?.userid ?? null} manage={manage} onToggle={setToggling} />
      )}
      {data && <Pagination page={page} total={data.total} onPage={setPage} />}
      {toggling && <ToggleMemberDialog member={toggling} onClose={() => setToggling(null)} />}
    </div>
  );
}
