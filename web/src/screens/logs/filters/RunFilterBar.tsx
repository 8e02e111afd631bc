import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { RUN_STATUSES, TRIGGER_TYPES } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/DateRangeFields';
import type { RunDatePreset, RunStatus, RunTrigger } from '../../../gql/graphql';
import { EMPTY_RUN_FILTERS, RUN_DATE_PRESETS, sameRunFilters, type RunFilterValues } from '../shared/runFilterQuery';
import { AppFilterField } from './AppFilterField';
import { PipelineFilterField } from './PipelineFilterField';
import { RunKeywordField } from './RunKeywordField';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'flex-end' },
  wide: { minWidth: '200px' },
  narrow: { minWidth: '130px' },
  keyword: { minWidth: '240px', flexGrow: 1 },
});

interface RunFilterBarProps {
  filters: RunFilterValues;
  onChange(patch: Partial<RunFilterValues>): void;
}

/**
 * The run log's filters in one bar (issue 16): pipeline, app, status, trigger, a date preset (spec §5) or a date
 * range, keyword. The screen keeps them in the address (useRunFilterQuery), so the statistics read the same.
 */
export function RunFilterBar({ filters, onChange }: RunFilterBarProps) {
  const { t } = useTranslation('logs');
  const styles = useStyles();
  return (
    <div role="search" className={styles.root} aria-label={t('filters.label')}>
      <PipelineFilterField className={styles.wide} value={filters.processId} onChange={(processId) => onChange({ processId })} />
      <AppFilterField className={styles.wide} value={filters.appId} onChange={(appId) => onChange({ appId })} />
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
      <Field label={t('list.trigger')} className={styles.narrow}>
        <Select value={filters.triggerType} onChange={(_, d) => onChange({ triggerType: d.value as RunTrigger | '' })}>
          <option value="">{t('list.all')}</option>
          {TRIGGER_TYPES.map((trigger) => (
            <option key={trigger} value={trigger}>
              {t(`trigger.${trigger}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('filters.datePreset')} className={styles.narrow}>
        <Select value={filters.datePreset} onChange={(_, d) => onChange({ datePreset: d.value as RunDatePreset | '' })}>
          <option value="">{t('filters.anyTime')}</option>
          {RUN_DATE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`datePresets.${preset}`)}
            </option>
          ))}
        </Select>
      </Field>
      <DateRangeFields range={filters} onChange={onChange} />
      <RunKeywordField className={styles.keyword} value={filters.keyword} onSearch={(keyword) => onChange({ keyword })} />
      <Button disabled={sameRunFilters(filters, EMPTY_RUN_FILTERS)} onClick={() => onChange(EMPTY_RUN_FILTERS)}>
        {t('filters.clear')}
      </Button>
    </div>
  );
}
