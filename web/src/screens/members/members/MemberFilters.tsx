import { Field, makeStyles, SearchBox, Select, tokens } from '@fluentui/react-components';
import { SEARCH_DEBOUNCE_MS } from '@huiliu/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';
import type { RoleOption } from './RoleSelect';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'flex-end' },
  search: { minWidth: '240px' },
});

export type StatusFilter = 'all' | 'enabled' | 'disabled';

export interface MemberFilter {
  keyword: string;
  role: string;
  status: StatusFilter;
}

/** Search by name or email (500 ms after typing stops, spec §5), a role and the enabled state. */
export function MemberFilters({ roles, onChange }: { roles: readonly RoleOption[]; onChange(filter: MemberFilter): void }) {
  const { t } = useTranslation('members');
  const { t: tc } = useTranslation();
  const styles = useStyles();
  const [text, setText] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const keyword = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const changed = useEffectEvent((filter: MemberFilter) => onChange(filter));
  useEffect(() => changed({ keyword, role, status }), [keyword, role, status]);

  return (
    <div className={styles.root}>
      <Field label={t('list.search')} className={styles.search}>
        <SearchBox
          value={text}
          onChange={(_, d) => setText(d.value)}
          placeholder={t('list.searchPlaceholder')}
          dismiss={{ 'aria-label': tc('common.clearSearch') }}
        />
      </Field>
      <Field label={t('list.roleFilter')}>
        <Select value={role} onChange={(_, d) => setRole(d.value)}>
          <option value="">{t('list.allRoles')}</option>
          {roles.map((r) => (
            <option key={r.roleId} value={r.roleId}>
              {r.label}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('list.statusFilter')}>
        <Select value={status} onChange={(_, d) => setStatus(d.value as StatusFilter)}>
          <option value="all">{t('list.allStatuses')}</option>
          <option value="enabled">{t('list.enabled')}</option>
          <option value="disabled">{t('list.disabled')}</option>
        </Select>
      </Field>
    </div>
  );
}
