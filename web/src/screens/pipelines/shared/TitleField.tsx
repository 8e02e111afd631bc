import { Field, Input } from '@fluentui/react-components';
import { isTitleTooWide, TITLE_MAX_WIDTH, titleWidth } from '@huiliu/core';
import { useTranslation } from 'react-i18next';

interface TitleFieldProps {
  value: string;
  onChange(value: string): void;
  autoFocus?: boolean;
}

/** '流程名称' with the live spec §5 rule: wider than 280 width units (CJK counts 2) is an error. */
export function TitleField({ value, onChange, autoFocus }: TitleFieldProps) {
  const { t } = useTranslation();
  const width = titleWidth(value);
  const tooWide = isTitleTooWide(value);
  return (
    <Field
      label={t('pipeline.title')}
      validationState={tooWide ? 'error' : 'none'}
      validationMessage={tooWide ? t('pipeline.titleTooWide', { max: TITLE_MAX_WIDTH, width }) : undefined}
      hint={tooWide ? undefined : t('pipeline.titleWidth', { width, max: TITLE_MAX_WIDTH })}
    >
      <Input value={value} autoFocus={autoFocus} onChange={(_, d) => onChange(d.value)} />
    </Field>
  );
}

/** A title the create and rename calls accept: not blank and within 280 width units. */
export function isTitleAcceptable(title: string): boolean {
  return title.trim() !== '' && !isTitleTooWide(title);
}
