import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { RunPipelineOptionsQuery } from './documents';

interface PipelineFilterFieldProps {
  value: string;
  onChange(processId: string): void;
  className?: string;
}

/** 流程: the pipelines that have runs; one named in the address but no longer listed still shows as chosen. */
export function PipelineFilterField({ value, onChange, className }: PipelineFilterFieldProps) {
  const { t } = useTranslation('logs');
  const [options] = useQuery({ query: RunPipelineOptionsQuery });
  const pipelines = options.data?.runPipelineOptions ?? [];
  const unlisted = value !== '' && !pipelines.some((p) => p.processId === value);
  return (
    <Field label={t('list.pipeline')} className={className}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{t('list.all')}</option>
        {unlisted && <option value={value}>{t('filters.chosenPipeline')}</option>}
        {pipelines.map((o) => (
          <option key={o.processId} value={o.processId}>
            {o.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
