import {
  Badge,
  Button,
  makeStyles,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type BadgeProps,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { InvitesQuery, InviteStatus } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { useRoleName } from '../useRoleName';

export type ListInvite = InvitesQuery['invites']['items'][number];

const useStyles = makeStyles({ table: { tableLayout: 'auto' } });

const STATUS_COLOR: Record<InviteStatus, BadgeProps['color']> = { PENDING: 'brand', USED: 'success', EXPIRED: 'subtle', REVOKED: 'danger' };

interface InviteTableProps {
  items: readonly ListInvite[];
  /** Revoke or re-open, for managers; absent: read-only. */
  onSwitch?: ((invite: ListInvite, active: boolean) => void) | undefined;
  busy: boolean;
}

/** Role, bound email, status, who invited and who joined, expiry, and revoke / re-open of an unused invite. */
export function InviteTable({ items, onSwitch, busy }: InviteTableProps) {
  const { t, i18n } = useTranslation('members');
  const styles = useStyles();
  const roleName = useRoleName();
  return (
    <Table className={styles.table} aria-label={t('tabs.invites')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('invites.role')}</TableHeaderCell>
          <TableHeaderCell>{t('invites.email')}</TableHeaderCell>
          <TableHeaderCell>{t('invites.status')}</TableHeaderCell>
          <TableHeaderCell>{t('invites.inviter')}</TableHeaderCell>
          <TableHeaderCell>{t('invites.acceptedBy')}</TableHeaderCell>
          <TableHeaderCell>{t('invites.expiresAt')}</TableHeaderCell>
          {onSwitch && <TableHeaderCell>{t('list.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((invite) => {
          const role = roleName(invite) || t('invites.roleGone');
          return (
            <TableRow key={invite.inviteId}>
              <TableCell>{role}</TableCell>
              <TableCell>{invite.email ?? t('invites.anyone')}</TableCell>
              <TableCell>
                <Badge appearance="tint" color={STATUS_COLOR[invite.status]}>
                  {t(`invites.statuses.${invite.status}`)}
                </Badge>
              </TableCell>
              <TableCell>{invite.inviter?.uname ?? ''}</TableCell>
              <TableCell>{invite.acceptedBy?.uname ?? ''}</TableCell>
              <TableCell>{formatDateTime(invite.expiresAt, i18n.language)}</TableCell>
              {onSwitch && (
                <TableCell>
                  {invite.status === 'PENDING' && (
                    <Button
                      size="small"
                      appearance="subtle"
                      disabled={busy}
                      onClick={() => onSwitch(invite, false)}
                      aria-label={t('invites.revokeOf', { role })}
                    >
                      {t('invites.revoke')}
                    </Button>
                  )}
                  {invite.status === 'REVOKED' && (
                    <Button
                      size="small"
                      appearance="subtle"
                      disabled={busy}
                      onClick={() => onSwitch(invite, true)}
                      aria-label={t('invites.reopenOf', { role })}
                    >
                      {t('invites.reopen')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
