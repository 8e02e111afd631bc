import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

interface WebhookPipelineFieldProps {
  pipelines: readonly { processId: string; title: string }[];
  value: string;
  onChange(processId: string): void;
}

/** 流程: the pipelines a webhook triggers, whose received requests are listed. */
export function WebhookPipelineField({ pipelines, value, onChange }: WebhookPipelineFieldProps) {
  const { t } = useTranslation('logs');
  return (
    <Field label={t('accepts.pipeline')} hint={t('accepts.pipelineHint')}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        {pipelines.map((p) => (
          <option key={p.processId} value={p.processId}>
            {p.title}
          </option>
        ))}
      </Select>
    </Field>
  );
}
