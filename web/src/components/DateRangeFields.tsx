import { Field, Input } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { isDateRangeInvalid, type DateRange } from '../util/listPaging';

/** Start and end date of a list filter, with the end-before-start error shown under the end date. */
export function DateRangeFields({ range, onChange }: { range: DateRange; onChange: (patch: Partial<DateRange>) => void }) {
  const { t } = useTranslation();
  const invalid = isDateRangeInvalid(range);
  return (
    <>
      <Field label={t('list.startDate')}>
        <Input type="date" value={range.startDate} onChange={(_, d) => onChange({ startDate: d.value })} />
      </Field>
      <Field
        label={t('list.endDate')}
        validationState={invalid ? 'error' : 'none'}
        validationMessage={invalid ? t('list.dateRangeInvalid') : undefined}
      >
        <Input type="date" value={range.endDate} onChange={(_, d) => onChange({ endDate: d.value })} />
      </Field>
    </>
  );
}
