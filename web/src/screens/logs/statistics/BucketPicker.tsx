import { Field, Radio, RadioGroup } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TimeBucket } from '../../../gql/graphql';
import { TIME_BUCKETS } from './statisticsQuery';

/** 小时 / 天 / 周: the width of one bar of the charts, in the company's time zone. */
export function BucketPicker({ bucket, onChange }: { bucket: TimeBucket; onChange(bucket: TimeBucket): void }) {
  const { t } = useTranslation('logStats');
  return (
    <Field label={t('bucket.label')}>
      <RadioGroup layout="horizontal" value={bucket} onChange={(_, d) => onChange(d.value as TimeBucket)}>
        {TIME_BUCKETS.map((value) => (
          <Radio key={value} value={value} label={t(`bucket.${value}`)} />
        ))}
      </RadioGroup>
    </Field>
  );
}
