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
import type { ApiTokensQuery } from '../../gql/graphql';
import { formatDateTime } from '../../util/formatDateTime';
import { useRoleName } from './useRoleName';

export type ListToken = ApiTokensQuery['apiTokens']['items'][number];

const useStyles = makeStyles({
  table: { tableLayout: 'auto' },
  hint: { display: 'block', color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
});

const BADGE = { ACTIVE: 'success', EXPIRED: 'warning', REVOKED: 'subtle' } as const;

/** A token per row: name and hint, (the company's tab) kind and member, role, expiry, last use, status, revoke. */
export function TokenTable({
  items,
  label,
  company,
  onRevoke,
}: {
  items: readonly ListToken[];
  label: string;
  company: boolean;
  onRevoke(token: ListToken): void;
}) {
  const { t, i18n } = useTranslation('tokens');
  const styles = useStyles();
  const roleName = useRoleName();
  return (
    <Table className={styles.table} aria-label={label}>
      <TableHeader>
        <TableRow>
          <TableHeaderCell>{t('table.name')}</TableHeaderCell>
          {company && <TableHeaderCell>{t('table.kind')}</TableHeaderCell>}
          {company && <TableHeaderCell>{t('table.member')}</TableHeaderCell>}
          <TableHeaderCell>{t('table.role')}</TableHeaderCell>
          <TableHeaderCell>{t('table.expires')}</TableHeaderCell>
          <TableHeaderCell>{t('table.lastUsed')}</TableHeaderCell>
          <TableHeaderCell>{t('table.status')}</TableHeaderCell>
          <TableHeaderCell>{t('table.actions')}</TableHeaderCell>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((token) => (
          <TableRow key={token.tokenId}>
            <TableCell>
              <Text>{token.name}</Text>
              <Text size={200} className={styles.hint}>
                {token.hint}
              </Text>
            </TableCell>
            {company && <TableCell>{t(`kind.${token.kind}`)}</TableCell>}
            {company && <TableCell>{token.user?.uname ?? ''}</TableCell>}
            <TableCell>
              <Text>{roleName(token)}</Text>
              <Text size={200} className={styles.hint}>
                {t('table.rateLimit', { count: token.rateLimit })}
              </Text>
            </TableCell>
            <TableCell>{formatDateTime(token.expiresAt, i18n.language)}</TableCell>
            <TableCell>
              {token.lastUsedAt
                ? t('table.usedFrom', { time: formatDateTime(token.lastUsedAt, i18n.language), ip: token.lastUsedIp ?? '' })
                : t('table.neverUsed')}
            </TableCell>
            <TableCell>
              <Badge appearance="tint" color={BADGE[token.status]}>
                {t(`status.${token.status}`)}
              </Badge>
            </TableCell>
            <TableCell>
              {token.status === 'ACTIVE' && (
                <Button size="small" aria-label={t('table.revokeLabel', { name: token.name })} onClick={() => onRevoke(token)}>
                  {t('table.revoke')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
