import { Field, makeStyles, tokens } from '@fluentui/react-components';
import { missingRequired, type FieldDefinition } from '@huiliu/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput, type FieldInputProps } from './FieldInput';

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM } });

interface FieldFormProps {
  fields: readonly FieldDefinition[];
  values: Record<string, unknown>;
  onChange(key: string, value: unknown): void;
  stepUuid: string;
  idPrefix: string;
  /** Fields that may not change now, with the reason shown under them. */
  locked?: { keys: readonly string[]; reason: string };
  /** The whole form is read-only: it is nested in a field that is disabled or locked. */
  disabled?: boolean;
  /** Another input for some fields (a catalogue field with dynamic options); undefined keeps the generated one. */
  inputFor?(field: FieldDefinition, props: FieldInputProps): ReactNode | undefined;
}

/** A form generated from an action's field definitions, with core's required rule (spec §5) shown live. */
export function FieldForm({ fields, values, onChange, stepUuid, idPrefix, locked, disabled, inputFor }: FieldFormProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const missing = new Set(missingRequired([...fields], values));
  return (
    <div className={styles.form}>
      {fields.map((field) => {
        const id = `${idPrefix}-${field.key}`;
        const isLocked = locked?.keys.includes(field.key) ?? false;
        const message = isLocked ? locked!.reason : missing.has(field.key) ? t('fields.required') : undefined;
        const inputProps: FieldInputProps = {
          field,
          value: values[field.key],
          stepUuid,
          id,
          disabled: disabled || isLocked,
          onChange: (v) => onChange(field.key, v),
        };
        return (
          <Field
            key={field.key}
            label={{ children: field.label, htmlFor: id }}
            required={field.required}
            hint={field.help}
            validationState={isLocked ? 'warning' : missing.has(field.key) ? 'error' : 'none'}
            validationMessage={message}
          >
            {inputFor?.(field, inputProps) ?? <FieldInput {...inputProps} />}
          </Field>
        );
      })}
    </div>
  );
}
