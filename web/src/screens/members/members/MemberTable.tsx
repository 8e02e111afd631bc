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
  Text,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MembersQuery } from '../../../gql/graphql';
import { formatDateTime } from '../../../util/formatDateTime';
import { useRoleName } from '../useRoleName';
import { RoleSelect, type RoleOption } from './RoleSelect';

export type Member = MembersQuery['members']['items'][number];

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  you: { color: tokens.colorNeutralForeground3, marginLeft: tokens.spacingHorizontalXS },
});

interface MemberTableProps {
  items: readonly Member[];
  roles: readonly RoleOption[];
  /** The signed-in person, who cannot disable themselves. */
  selfId: string | null;
  /** Whether the reader may change roles and disable people (members.manage); else the list is read-only. */
  manage: boolean;
  onToggle(member: Member): void;
}

/** Name, email, role (a select for managers), state, last sign-in and the disable / enable action. */
export function MemberTable({ items, roles, selfId, manage, onToggle }: MemberTableProps) {
  const { t, i18n } = useTranslation('members');
  const styles = useStyles();
  const roleName = useRoleName();
  return (
    <Table className={styles.table} aria-label={t('tabs.members')}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('list.name')}</TableHeaderCell>
          <TableHeaderCell>{t('list.email')}</TableHeaderCell>
          <TableHeaderCell>{t('list.role')}</TableHeaderCell>
          <TableHeaderCell>{t('list.status')}</TableHeaderCell>
          <TableHeaderCell>{t('list.lastLogin')}</TableHeaderCell>
          {manage && <TableHeaderCell>{t('list.actions')}</TableHeaderCell>}
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((m) => {
          const self = m.userid === selfId;
          const label = roleName(m);
          return (
            <TableRow key={m.userid}>
              <TableCell>
                {m.uname}
                {self && <span className={styles.you}>{t('list.you')}</span>}
              </TableCell>
              <TableCell>{m.email ?? ''}</TableCell>
              <TableCell>
                {manage ? (
                  <RoleSelect key={`${m.userid}:${m.role}`} userId={m.userid} name={m.uname} role={m.role} label={label} options={roles} />
                ) : (
                  <Text>{label}</Text>
                )}
              </TableCell>
              <TableCell>
                <Badge appearance="tint" color={m.disabled ? 'danger' : 'success'}>
                  {m.disabled ? t('list.disabled') : t('list.enabled')}
                </Badge>
              </TableCell>
              <TableCell>{m.lastLoginAt ? formatDateTime(m.lastLoginAt, i18n.language) : t('list.never')}</TableCell>
              {manage && (
                <TableCell>
                  {!self && (
                    <Button
                      size="small"
                      appearance="subtle"
                      onClick={() => onToggle(m)}
                      aria-label={t(m.disabled ? 'list.enableOf' : 'list.disableOf', { name: m.uname })}
                    >
                      {m.disabled ? t('list.enable') : t('list.disable')}
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
