import { Spinner, Text } from '@fluentui/react-components';
import type { AppStep, FieldDefinition } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../errors/useErrorText';
import { FieldInput, type FieldInputProps } from '../fields/FieldInput';
import { useJinshujuForm } from './useJinshujuForm';

/** The 金数据 step fields whose shape is the chosen form's: 添加数据's `entry`, 查询数据's `field`. */
export const JINSHUJU_FORM_FIELDS: ReadonlySet<string> = new Set(['entry', 'field']);

/**
 * 添加数据's entry as the form's own fields — one mappable input per field, labelled as the form's author wrote it
 * (the choices named under it: a label is turned into its code when the step runs) — and 查询数据's field as a choice
 * of them. Until an account and a form are chosen there is nothing to show but how to get there.
 */
export function JinshujuFieldInput({ step, ...props }: FieldInputProps & { step: AppStep }) {
  const { t } = useTranslation('editor');
  const errorText = useErrorText();
  const { ready, form, fetching, error } = useJinshujuForm(step.account_id, step.params.form);
  if (!ready) return <Text>{t('jinshuju.chooseForm')}</Text>;
  if (fetching && !form) return <Spinner size="tiny" label={t('jinshuju.loadingFields')} />;
  if (!form) return <Text>{errorText(error, t('jinshuju.fieldsFailed'))}</Text>;
  const choices = (f: (typeof form.fields)[number]) =>
    f.choices.length ? t('jinshuju.choices', { choices: f.choices.map((c) => c.name).join(t('jinshuju.separator')) }) : undefined;
  if (props.field.key === 'field') {
    const select: FieldDefinition = {
      ...props.field,
      kind: 'select',
      options: [
        { value: '', label: t('jinshuju.anyField') },
        ...form.fields.map((f) => ({ value: f.apiCode, label: t('jinshuju.fieldOption', { label: f.label, code: f.apiCode }) })),
      ],
    };
    return <FieldInput {...props} field={select} />;
  }
  const entry: FieldDefinition = {
    ...props.field,
    children: form.fields.map((f) => ({
      key: f.apiCode,
      kind: 'text',
      label: f.label,
      required: f.required,
      mappable: true,
      ...(choices(f) ? { help: choices(f) } : {}),
    })),
  };
  return <FieldInput {...props} field={entry} />;
}
