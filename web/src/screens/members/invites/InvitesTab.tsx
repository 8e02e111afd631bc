import { Button, makeStyles, Spinner, Text, tokens } from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { Pagination } from '../../pipelines/list/Pagination';
import { useAppToast } from '../../pipelines/shared/useAppToast';
import { InvitesQuery, SetInviteStatusMutation } from '../documents';
import type { Granter } from '../roles/permissionGroups';
import { useConsoleOnlyFailure } from '../useConsoleOnlyFailure';
import { useFailureToast } from '../useFailureToast';
import { useRoleOptions } from '../useRoleOptions';
import { InviteDialog } from './InviteDialog';
import { InviteTable, type ListInvite } from './InviteTable';
import { usePageInRange } from '../../../util/usePageInRange';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', justifyContent: 'flex-end' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

const listContext = { additionalTypenames: ['Invite'] };

/** 邀请: the company's invite links with their status; managers invite, revoke and re-open. */
export function InvitesTab({ granter }: { granter: Granter }) {
  const { t } = useTranslation('members');
  const styles = useStyles();
  const toast = useAppToast();
  const failed = useFailureToast();
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const { options } = useRoleOptions(granter);
  const [result] = useQuery({ query: InvitesQuery, variables: { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }, context: listContext });
  useConsoleOnlyFailure(result.error, 'invites');
  const [switched, switchInvite] = useMutation(SetInviteStatusMutation);
  const manage = granter.can('members.manage');
  const data = result.data?.invites;
  // a delete can empty the last page: step back to the page that still exists
  usePageInRange(page, data?.total, setPage);

  const onSwitch = async (invite: ListInvite, active: boolean) => {
    const { error } = await switchInvite({ inviteId: invite.inviteId, active });
    if (error) return failed(error);
    toast.show(active ? t('invites.reopened') : t('invites.revoked'));
  };

  return (
    <div className={styles.root}>
      {manage && (
        <div className={styles.bar}>
          <Button appearance="primary" onClick={() => setInviting(true)}>
            {t('invites.invite')}
          </Button>
        </div>
      )}
      {!data ? (
        result.fetching && <Spinner label={t('loading')} />
      ) : data.items.length === 0 ? (
        <Text className={styles.empty}>{t('invites.empty')}</Text>
      ) : (
        <InviteTable items={data.items} busy={switched.fetching} onSwitch={manage ? (invite, active) => void onSwitch(invite, active) : undefined} />
      )}
      {data && <Pagination page={page} total={data.total} onPage={setPage} />}
      {inviting && <InviteDialog roles={options} onClose={() => setInviting(false)} />}
    </div>
  );
}
