import { Field, Input, Radio, RadioGroup, Select, Textarea } from '@fluentui/react-components';
import { TEMPLATE_CATEGORIES } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { TemplateCategory, TemplateVisibility } from '../../../gql/graphql';
import type { ShareForm } from './shareForm';

const VISIBILITIES: readonly TemplateVisibility[] = ['LINK', 'COMPANY', 'PUBLIC'];
const CATEGORIES = TEMPLATE_CATEGORIES.map((c) => c.toUpperCase() as TemplateCategory);

/** Title, description, category, visibility (spec §3 `visible`) and the share tip of a shared template. */
export function ShareFormFields({
  form,
  onChange,
  showMissing,
}: {
  form: ShareForm;
  onChange(patch: Partial<ShareForm>): void;
  showMissing: boolean;
}) {
  const { t } = useTranslation('templates');
  const noTitle = showMissing && form.title.trim() === '';
  return (
    <>
      <Field
        label={t('share.title')}
        required
        validationState={noTitle ? 'error' : 'none'}
        validationMessage={noTitle ? t('share.titleRequired') : undefined}
      >
        {/* the dialog opened on a spinner; once the preview is in, the title is what people change first */}
        <Input value={form.title} maxLength={140} autoFocus onChange={(_, d) => onChange({ title: d.value })} />
      </Field>
      <Field label={t('share.description')}>
        <Textarea value={form.description} maxLength={500} onChange={(_, d) => onChange({ description: d.value })} />
      </Field>
      <Field label={t('share.category')}>
        <Select value={form.category} onChange={(_, d) => onChange({ category: d.value as TemplateCategory })}>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('share.visibility')}>
        <RadioGroup value={form.visibility} onChange={(_, d) => onChange({ visibility: d.value as TemplateVisibility })}>
          {VISIBILITIES.map((visibility) => (
            <Radio key={visibility} value={visibility} label={t(`visibility.${visibility}.long`)} />
          ))}
        </RadioGroup>
      </Field>
      <Field label={t('share.tip')} hint={t('share.tipHint')}>
        <Textarea value={form.shareTip} maxLength={500} onChange={(_, d) => onChange({ shareTip: d.value })} />
      </Field>
    </>
  );
}
