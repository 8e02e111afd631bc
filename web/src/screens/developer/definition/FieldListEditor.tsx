import { Button, Checkbox, Dropdown, Field, Input, Option, Text, Textarea } from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { AppField } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_KINDS, moveBy, newField, optionsOfText, removeAt, replaceAt, textOfOptions } from './manifestDraft';
import { useProblemAt } from './problems';
import { useStableKeys } from './stableKeys';
import { useEditorStyles } from './styles';

type FieldTexts = Record<string, { label: string; help?: string; placeholder?: string }>;

interface Props {
  /** Names the list for screen readers (「动作 发送消息 的字段」). */
  label: string;
  fields: readonly AppField[];
  /** The platform's path of the list (`actions.0.fields`), to show its problems in place. */
  path: string;
  /** Offer the 保密 switch (account forms: sealed at rest, shown masked). */
  secrets?: boolean;
  /** English labels by key (AppManifest.en.fields: one table per app). */
  en: FieldTexts;
  onChange(fields: AppField[], en: FieldTexts): void;
}

/** One field: key, labels in both languages, kind, required, options of a select, help. */
function FieldRow({ field, index, props, keys }: { field: AppField; index: number; props: Props; keys: ReturnType<typeof useStableKeys> }) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const [optionsText, setOptionsText] = useState(() => textOfOptions(field.options));
  const at = `${props.path}.${index}`;
  const keyProblem = useProblemAt(`${at}.key`);
  const labelProblem = useProblemAt(`${at}.label`);
  const kindProblem = useProblemAt(`${at}.kind`);
  const optionsProblem = useProblemAt(`${at}.options`, true);
  const labelEnProblem = useProblemAt(`en.fields.${field.key}`, true);
  const set = (patch: Partial<AppField>) => props.onChange(replaceAt(props.fields, index, { ...field, ...patch }), props.en);
  const enLabel = props.en[field.key]?.label ?? '';
  const setEnLabel = (label: string) => props.onChange([...props.fields], { ...props.en, [field.key]: { ...props.en[field.key], label } });
  const rename = (key: string) => {
    // the English texts follow the key they belong to
    const { [field.key]: texts, ...rest } = props.en;
    props.onChange(replaceAt(props.fields, index, { ...field, key }), texts ? { ...rest, [key]: texts } : rest);
  };
  const name = field.label || field.key;
  return (
    <div className={styles.box} role="group" aria-label={t('fields.one', { name })}>
      <div className={styles.row}>
        <Field label={t('fields.key')} validationMessage={keyProblem} className={styles.narrow}>
          <Input className={styles.code} value={field.key} onChange={(_, d) => rename(d.value)} />
        </Field>
        <Field label={t('fields.label')} validationMessage={labelProblem} className={styles.grow}>
          <Input value={field.label} onChange={(_, d) => set({ label: d.value })} />
        </Field>
        <Field label={t('fields.labelEn')} validationMessage={labelEnProblem} className={styles.grow}>
          <Input value={enLabel} onChange={(_, d) => setEnLabel(d.value)} />
        </Field>
        <Field label={t('fields.kind')} validationMessage={kindProblem} className={styles.narrow}>
          <Dropdown
            value={t(`fieldKinds.${field.kind}`)}
            selectedOptions={[field.kind]}
            onOptionSelect={(_, d) => set({ kind: d.optionValue as AppField['kind'] })}
          >
            {FIELD_KINDS.map((kind) => (
              <Option key={kind} value={kind}>
                {t(`fieldKinds.${kind}`)}
              </Option>
            ))}
          </Dropdown>
        </Field>
      </div>
      <div className={styles.row}>
        <Checkbox label={t('fields.required')} checked={field.required === true} onChange={(_, d) => set({ required: d.checked === true })} />
        <Checkbox label={t('fields.mappable')} checked={field.mappable === true} onChange={(_, d) => set({ mappable: d.checked === true })} />
        {props.secrets && (
          <Checkbox label={t('fields.secret')} checked={field.secret === true} onChange={(_, d) => set({ secret: d.checked === true })} />
        )}
      </div>
      <Field label={t('fields.help')}>
        <Input value={field.help ?? ''} onChange={(_, d) => set({ help: d.value || undefined })} />
      </Field>
      {field.kind === 'select' && (
        <Field label={t('fields.options')} hint={t('fields.optionsHint')} validationMessage={optionsProblem}>
          <Textarea
            className={styles.code}
            value={optionsText}
            onChange={(_, d) => {
              setOptionsText(d.value);
              set({ options: optionsOfText(d.value) });
            }}
          />
        </Field>
      )}
      <div className={styles.row}>
        <Button
          size="small"
          icon={<ArrowUpRegular />}
          disabled={index === 0}
          onClick={() => {
            keys.moved(index, -1);
            props.onChange(moveBy(props.fields, index, -1), props.en);
          }}
        >
          {t('fields.up')}
        </Button>
        <Button
          size="small"
          icon={<ArrowDownRegular />}
          disabled={index === props.fields.length - 1}
          onClick={() => {
            keys.moved(index, 1);
            props.onChange(moveBy(props.fields, index, 1), props.en);
          }}
        >
          {t('fields.down')}
        </Button>
        <Button
          size="small"
          icon={<DeleteRegular />}
          onClick={() => {
            keys.removed(index);
            props.onChange(removeAt(props.fields, index), props.en);
          }}
        >
          {t('fields.remove', { name })}
        </Button>
      </div>
    </div>
  );
}

/** The fields of an action or of an account form. */
export function FieldListEditor(props: Props) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const keys = useStableKeys(props.fields.length);
  return (
    <div className={styles.stack} role="group" aria-label={props.label}>
      <Text weight="semibold">{props.label}</Text>
      {props.fields.length === 0 && <Text size={200}>{t('fields.none')}</Text>}
      {props.fields.map((field, i) => (
        // a key that follows the field (stableKeys.ts): neither its position nor the key being typed
        <FieldRow key={keys.keys[i]} field={field} index={i} props={props} keys={keys} />
      ))}
      <div>
        <Button
          size="small"
          icon={<AddRegular />}
          onClick={() => {
            // a new field starts with an English label too: the English UI shows no Chinese, so the platform wants one
            const field = newField(props.fields);
            props.onChange([...props.fields, field], { ...props.en, [field.key]: { label: field.label } });
          }}
        >
          {t('fields.add')}
        </Button>
      </div>
    </div>
  );
}
