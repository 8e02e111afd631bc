import { Button, Input, makeStyles, Select, tokens } from '@fluentui/react-components';
import { OPERATORS, operatorInfo, type FilterCondition, type OperatorKind } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../../gql/graphql';

const useStyles = makeStyles({
  row: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 140px minmax(0, 1fr) auto', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

/** The operators a column of this type can be compared with (spec §5 kinds), the existence ones always. */
function kindsOf(type: FieldType | undefined): OperatorKind[] {
  const kind: OperatorKind = type === 'NUMBER' ? 'number' : type === 'DATETIME' ? 'datetime' : 'text';
  return [kind, 'existence'];
}

interface PreFilterRowProps {
  condition: FilterCondition;
  columns: readonly { name: string; type: FieldType }[];
  /** 'A-B': group A, row B, for the inputs' names. */
  position: string;
  onChange(condition: FilterCondition): void;
  onRemove(): void;
}

/**
 * One pre-filter condition on a data source column: the column, an operator that fits its type (spec §5 codes,
 * worded as the pipeline editor words them), and a value unless the operator needs none.
 */
export function PreFilterRow({ condition, columns, position, onChange, onRemove }: PreFilterRowProps) {
  const { t } = useTranslation('datamodel');
  const { t: te } = useTranslation('editor');
  const styles = useStyles();
  const column = columns.find((c) => c.name === condition.field);
  const kinds = kindsOf(column?.type);
  const info = operatorInfo(condition.operator);
  const choose = (field: string) => {
    const next = kindsOf(columns.find((c) => c.name === field)?.type);
    const keeps = info && next.includes(info.kind);
    const operator = keeps ? condition.operator : OPERATORS.find((o) => o.kind === next[0])!.code;
    onChange({ field, operator, value: keeps ? condition.value : '' });
  };
  return (
    <div className={styles.row} role="group" aria-label={t('form.preFilter.row', { position })}>
      <Select aria-label={t('form.preFilter.field', { position })} value={condition.field} onChange={(_, d) => choose(d.value)}>
        <option value="">{t('form.preFilter.chooseField')}</option>
        {columns.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </Select>
      <Select
        aria-label={t('form.preFilter.operator', { position })}
        value={String(condition.operator)}
        onChange={(_, d) => {
          const next = operatorInfo(Number(d.value));
          onChange({ ...condition, operator: Number(d.value), ...(next?.needsValue === false ? { value: undefined } : {}) });
        }}
      >
        {OPERATORS.filter((o) => kinds.includes(o.kind)).map((o) => (
          <option key={o.code} value={o.code}>
            {te(`operators.${o.code}`)}
          </option>
        ))}
      </Select>
      {info?.needsValue === false ? (
        <span />
      ) : (
        <Input
          aria-label={t('form.preFilter.value', { position })}
          value={condition.value === undefined || condition.value === null ? '' : String(condition.value)}
          onChange={(_, d) => onChange({ ...condition, value: d.value })}
        />
      )}
      <Button aria-label={t('form.preFilter.remove', { position })} onClick={onRemove}>
        ×
      </Button>
    </div>
  );
}
