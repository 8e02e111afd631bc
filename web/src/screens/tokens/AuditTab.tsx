import {
  Field,
  makeStyles,
  Select,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Text,
  tokens,
} from '@fluentui/react-components';
import { PAGE_SIZE } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { DateRangeFields } from '../../components/DateRangeFields';
import { FetchFailed } from '../../components/FetchFailed';
import { formatDateTime } from '../../util/formatDateTime';
import { isDateRangeInvalid, type DateRange } from '../../util/listPaging';
import { Pagination } from '../pipelines/list/Pagination';
import { ApiTokenAuditQuery, TokenChoicesQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  route: { fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground3 },
});

/** Every call made with the company's API tokens (tokens.manage): by token and by whole days, 15 a page. */
export function AuditTab() {
  const { t, i18n } = useTranslation('tokens');
  const styles = useStyles();
  const [tokenId, setTokenId] = useState('');
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const [page, setPage] = useState(1);
  const [choices] = useQuery({ query: TokenChoicesQuery });
  const usable = !isDateRangeInvalid(range);
  const filter = { tokenId: tokenId || null, ...(usable ? { startDate: range.startDate || null, endDate: range.endDate || null } : {}) };
  const [result, refetch] = useQuery({ query: ApiTokenAuditQuery, variables: { filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } });
  const calls = result.data?.apiTokenAudit;
  const changeRange = (patch: Partial<DateRange>) => {
    setRange((r) => ({ ...r, ...patch }));
    setPage(1);
  };

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        <Field label={t('audit.token')}>
          <Select
            value={tokenId}
            onChange={(_, d) => {
              setTokenId(d.value);
              setPage(1);
            }}
          >
            <option value="">{t('audit.allTokens')}</option>
            {(choices.data?.apiTokens.items ?? []).map((c) => (
              <option key={c.tokenId} value={c.tokenId}>
                {`${c.name} (${c.hint})`}
              </option>
            ))}
          </Select>
        </Field>
        <DateRangeFields range={range} onChange={changeRange} />
      </div>
      {result.error && !calls ? (
        <FetchFailed refetch={refetch} />
      ) : !calls ? (
        <Spinner label={t('audit.table')} />
      ) : calls.items.length === 0 ? (
        <Text className={styles.empty}>{t('audit.empty')}</Text>
      ) : (
        <Table aria-label={t('audit.table')}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('audit.time')}</TableHeaderCell>
              <TableHeaderCell>{t('audit.token')}</TableHeaderCell>
              <TableHeaderCell>{t('audit.member')}</TableHeaderCell>
              <TableHeaderCell>{t('audit.call')}</TableHeaderCell>
              <TableHeaderCell>{t('audit.httpStatus')}</TableHeaderCell>
              <TableHeaderCell>{t('audit.address')}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {calls.items.map((call) => (
              <TableRow key={call.callId}>
                <TableCell>{formatDateTime(call.createdAt, i18n.language, { seconds: true })}</TableCell>
                <TableCell>{call.tokenName}</TableCell>
                <TableCell>{call.user?.uname ?? ''}</TableCell>
                <TableCell className={styles.route}>{`${call.method} ${call.route}`}</TableCell>
                <TableCell>{call.status}</TableCell>
                <TableCell>{call.ip}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {calls && <Pagination page={page} total={calls.total} onPage={setPage} />}
    </div>
  );
}
