import { RUN_STATUSES } from '@huiliu/core';
import { Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { RunStatus } from '../../../gql/graphql';
import { RunPipelineOptionsQuery } from './documents';
import { DateRangeFields } from '../../../components/DateRangeFields';
import type { RunListFilters } from './runListState';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' },
  wide: { minWidth: '220px' },
  narrow: { minWidth: '140px' },
});

interface RunFiltersProps {
  filters: RunListFilters;
  onChange(patch: Partial<RunListFilters>): void;
}

/** spec §2 流程日志 filters: pipeline (those that have runs), status and date range. */
export function RunFilters({ filters, onChange }: RunFiltersProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  const [options] = useQuery({ query: RunPipelineOptionsQuery });
  return (
    <div className={styles.root}>
      <Field label={t('list.pipeline')} className={styles.wide}>
        <Select value={filters.processId} onChange={(_, d) => onChange({ processId: d.value })}>
          <option value="">{t('list.all')}</option>
          {(options.data?.runPipelineOptions ?? []).map((o) => (
            <option key={o.processId} value={o.processId}>
              {o.title}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('list.status')} className={styles.narrow}>
        <Select value={filters.status} onChange={(_, d) => onChange({ status: d.value as RunStatus | '' })}>
          <option value="">{t('list.all')}</option>
          {RUN_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields range={filters} onChange={onChange} />
    </div>
  );
}
