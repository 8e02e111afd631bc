import { Button, FieldContextProvider, Input, makeStyles, Select, Switch, tokens } from '@fluentui/react-components';
import type { FieldDefinition } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { MappingInput } from '../../mapping/MappingInput';
import { FieldForm } from './FieldForm';
import { KeyValueEditor } from './KeyValueEditor';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalXS },
  group: {
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalS,
  },
});

export interface FieldInputProps {
  field: FieldDefinition;
  value: unknown;
  onChange(value: unknown): void;
  stepUuid: string;
  id: string;
  disabled?: boolean;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

const COMPOSITE = new Set(['multiText', 'group', 'object']);

/**
 * One generated input, by the field definition's kind (text, number, select, multi-item text, group, object, date,
 * boolean). A disabled field disables everything inside it: its rows' buttons and the forms nested in it.
 */
export function FieldInput(props: FieldInputProps) {
  // a composite's inputs are named one by one; the surrounding Field's label must not rename them all
  return COMPOSITE.has(props.field.kind) ? (
    <FieldContextProvider value={undefined}>
      <SingleInput {...props} />
    </FieldContextProvider>
  ) : (
    <SingleInput {...props} />
  );
}

function SingleInput({ field, value, onChange, stepUuid, id, disabled }: FieldInputProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  switch (field.kind) {
    case 'select':
      return (
        <Select id={id} value={asText(value ?? field.default)} disabled={disabled} onChange={(_, d) => onChange(d.value)}>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      );
    case 'boolean':
      return <Switch id={id} checked={value === true} disabled={disabled} onChange={(_, d) => onChange(d.checked)} />;
    case 'number':
      return (
        <Input
          id={id}
          inputMode="decimal"
          value={asText(value)}
          disabled={disabled}
          // a number stays a number (spec §5: 0 is a value); anything else, a template say, stays text
          onChange={(_, d) => onChange(d.value.trim() === '' ? undefined : Number.isFinite(Number(d.value)) ? Number(d.value) : d.value)}
        />
      );
    case 'date':
      return <Input id={id} type="date" value={asText(value)} disabled={disabled} onChange={(_, d) => onChange(d.value)} />;
    case 'multiText': {
      const items = Array.isArray(value) ? value.map(asText) : value === undefined ? [''] : [asText(value)];
      return (
        <div className={styles.list}>
          {items.map((item, i) => (
            <div className={styles.item} key={i}>
              <MappingInput
                label={`${field.label} ${i + 1}`}
                value={item}
                stepUuid={stepUuid}
                disabled={disabled}
                onChange={(v) => onChange(items.map((x, j) => (j === i ? v : x)))}
              />
              <Button
                aria-label={t('fields.removeRow', { field: field.label, index: i + 1 })}
                disabled={disabled}
                onClick={() => onChange(items.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </div>
          ))}
          <div>
            <Button size="small" disabled={disabled} onClick={() => onChange([...items, ''])}>
              {t('fields.addRow', { field: field.label })}
            </Button>
          </div>
        </div>
      );
    }
    case 'group': {
      const rows = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
      return (
        <div className={styles.list}>
          {rows.map((row, i) => (
            <div className={styles.group} key={i}>
              <FieldForm
                fields={field.children ?? []}
                values={row}
                stepUuid={stepUuid}
                idPrefix={`${id}-${i}`}
                disabled={disabled}
                onChange={(key, v) => onChange(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)))}
              />
              <Button size="small" disabled={disabled} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                {t('fields.removeRow', { field: field.label, index: i + 1 })}
              </Button>
            </div>
          ))}
          <div>
            <Button size="small" disabled={disabled} onClick={() => onChange([...rows, {}])}>
              {t('fields.addRow', { field: field.label })}
            </Button>
          </div>
        </div>
      );
    }
    case 'object': {
      if (!field.children?.length)
        return <KeyValueEditor value={value} label={field.label} stepUuid={stepUuid} disabled={disabled} onChange={onChange} />;
      const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
      return (
        <div className={styles.group}>
          <FieldForm
            fields={field.children}
            values={record}
            stepUuid={stepUuid}
            idPrefix={id}
            disabled={disabled}
            onChange={(key, v) => onChange({ ...record, [key]: v })}
          />
        </div>
      );
    }
    default:
      return field.mappable ? (
        <MappingInput
          id={id}
          label={field.label}
          value={asText(value)}
          stepUuid={stepUuid}
          placeholder={field.placeholder}
          disabled={disabled}
          onChange={onChange}
        />
      ) : (
        <Input id={id} value={asText(value)} placeholder={field.placeholder} disabled={disabled} onChange={(_, d) => onChange(d.value)} />
      );
  }
}
