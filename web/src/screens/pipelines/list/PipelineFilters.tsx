import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { BUILTIN_APPS } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from './KeywordSearch';
import { DateRangeFields } from '../../../components/DateRangeFields';
import type { ListFilters } from './listState';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  narrow: { minWidth: '140px' },
});

interface PipelineFiltersProps {
  filters: ListFilters;
  onChange(patch: Partial<ListFilters>): void;
}

/** spec §3 pipeline-list filters: keyword, date range, app, status, share and favourite. */
export function PipelineFilters({ filters, onChange }: PipelineFiltersProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <KeywordSearch value={filters.keyword} onSearch={(keyword) => onChange({ keyword })} />
      <DateRangeFields range={filters} onChange={onChange} />
      <Field label={t('list.app')} className={styles.narrow}>
        <Select value={filters.appId} onChange={(_, d) => onChange({ appId: d.value })}>
          <option value="">{t('list.all')}</option>
          {BUILTIN_APPS.map((app) => (
            <option key={app.app_id} value={app.app_id}>
              {t(app.i18nKey)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('list.status')} className={styles.narrow}>
        <Select value={filters.status} onChange={(_, d) => onChange({ status: d.value as ListFilters['status'] })}>
          <option value="all">{t('list.all')}</option>
          <option value="on">{t('list.statusOn')}</option>
          <option value="off">{t('list.statusOff')}</option>
        </Select>
      </Field>
      <Field label={t('list.share')} className={styles.narrow}>
        <Select value={filters.share} onChange={(_, d) => onChange({ share: d.value as ListFilters['share'] })}>
          <option value="all">{t('list.all')}</option>
          <option value="shared">{t('list.shared')}</option>
          <option value="unshared">{t('list.unshared')}</option>
        </Select>
      </Field>
      <Field label={t('list.favourite')} className={styles.narrow}>
        <Select value={filters.favourite} onChange={(_, d) => onChange({ favourite: d.value as ListFilters['favourite'] })}>
          <option value="all">{t('list.all')}</option>
          <option value="yes">{t('list.favourited')}</option>
          <option value="no">{t('list.notFavourited')}</option>
        </Select>
      </Field>
    </div>
  );
}
