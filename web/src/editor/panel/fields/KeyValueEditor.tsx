import { Button, Input, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MappingInput } from '../../mapping/MappingInput';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  row: { display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr) auto', gap: tokens.spacingHorizontalXS, alignItems: 'start' },
  icon: { minWidth: '32px' },
});

type Row = { key: string; value: string };

const toRows = (value: unknown): Row[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).map(([key, v]) => ({ key, value: typeof v === 'string' ? v : JSON.stringify(v) }))
    : [];
const toObject = (rows: Row[]) => Object.fromEntries(rows.filter((r) => r.key.trim() !== '').map((r) => [r.key.trim(), r.value]));

/** A free key/value object (headers, a body, a table row): keys typed, values mapped. */
export function KeyValueEditor({
  value,
  onChange,
  label,
  stepUuid,
  disabled,
}: {
  value: unknown;
  onChange(value: Record<string, string>): void;
  label: string;
  stepUuid: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const [rows, setRows] = useState<Row[]>(() => toRows(value));
  const emitted = useRef(JSON.stringify(toObject(rows)));

  // follow changes from outside (undo); a row whose key is still empty exists only here
  useEffect(() => {
    const text = JSON.stringify(value ?? {});
    if (text !== emitted.current) {
      emitted.current = text;
      setRows(toRows(value));
    }
  }, [value]);

  const update = (next: Row[]) => {
    setRows(next);
    const object = toObject(next);
    emitted.current = JSON.stringify(object);
    onChange(object);
  };

  return (
    <div className={styles.list}>
      {rows.map((row, i) => (
        <div className={styles.row} key={i}>
          <Input
            aria-label={t('fields.key', { field: label, index: i + 1 })}
            value={row.key}
            disabled={disabled}
            onChange={(_, d) => update(rows.map((r, j) => (j === i ? { ...r, key: d.value } : r)))}
          />
          <MappingInput
            label={t('fields.value', { field: label, index: i + 1 })}
            value={row.value}
            stepUuid={stepUuid}
            disabled={disabled}
            onChange={(v) => update(rows.map((r, j) => (j === i ? { ...r, value: v } : r)))}
          />
          <Button
            className={styles.icon}
            aria-label={t('fields.removeRow', { field: label, index: i + 1 })}
            disabled={disabled}
            onClick={() => update(rows.filter((_, j) => j !== i))}
          >
            ×
          </Button>
        </div>
      ))}
      <div>
        <Button size="small" disabled={disabled} onClick={() => setRows([...rows, { key: '', value: '' }])}>
          {t('fields.addRow', { field: label })}
        </Button>
      </div>
    </div>
  );
}
