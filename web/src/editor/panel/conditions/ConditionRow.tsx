import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { DATE_PRESETS, OPERATORS, operatorInfo, type FilterCondition, type OperatorKind } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { MappingInput } from '../../mapping/MappingInput';

const KINDS: OperatorKind[] = ['text', 'number', 'datetime', 'existence'];

const useStyles = makeStyles({
  row: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  line: { display: 'grid', gridTemplateColumns: '120px minmax(0, 1fr) auto', gap: tokens.spacingHorizontalXS, alignItems: 'start' },
  value: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  icon: { minWidth: '32px' },
  caption: { color: tokens.colorNeutralForeground2 },
});

interface ConditionRowProps {
  condition: FilterCondition;
  /** 'A-B': group A, row B, for the inputs' names. */
  position: string;
  stepUuid: string;
  onChange(condition: FilterCondition): void;
  onRemove(): void;
}

/** One condition: a field (mapped from earlier steps), an operator by field kind (spec §5 codes), a value or a date preset. */
export function ConditionRow({ condition, position, stepUuid, onChange, onRemove }: ConditionRowProps) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const info = operatorInfo(condition.operator);
  const value = condition.value === undefined || condition.value === null ? '' : String(condition.value);
  return (
    <div className={styles.row} role="group" aria-label={t('conditions.row', { position })}>
      {/* visible captions and placeholders (issue 10 item 7); each input keeps its full accessible name */}
      <Text size={200} className={styles.caption} aria-hidden>
        {t('conditions.fieldCaption')}
      </Text>
      <MappingInput
        label={t('conditions.field', { position })}
        placeholder={t('conditions.fieldPlaceholder')}
        value={condition.field}
        stepUuid={stepUuid}
        onChange={(field) => onChange({ ...condition, field })}
      />
      <div className={styles.line}>
        <Select
          aria-label={t('conditions.operator', { position })}
          value={String(condition.operator)}
          onChange={(_, d) => {
            const next = operatorInfo(Number(d.value));
            onChange({ ...condition, operator: Number(d.value), ...(next?.needsValue === false ? { value: undefined } : {}) });
          }}
        >
          {KINDS.map((kind) => (
            <optgroup key={kind} label={t(`conditions.kind.${kind}`)}>
              {OPERATORS.filter((o) => o.kind === kind).map((o) => (
                <option key={o.code} value={o.code}>
                  {t(`operators.${o.code}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
        {info?.needsValue === false ? (
          <span />
        ) : (
          <div className={styles.value}>
            <MappingInput
              label={t('conditions.value', { position })}
              placeholder={t('conditions.valuePlaceholder')}
              value={value}
              stepUuid={stepUuid}
              onChange={(v) => onChange({ ...condition, value: v })}
            />
            {info?.kind === 'datetime' && (
              <Select
                aria-label={t('conditions.datePreset', { position })}
                value={DATE_PRESETS.includes(value as never) ? value : ''}
                onChange={(_, d) => onChange({ ...condition, value: d.value })}
              >
                <option value="">{t('conditions.customDate')}</option>
                {DATE_PRESETS.map((p) => (
                  <option key={p} value={p}>
                    {t(`datePresets.${p}`)}
                  </option>
                ))}
              </Select>
            )}
          </div>
        )}
        <Button className={styles.icon} aria-label={t('conditions.remove', { position })} onClick={onRemove}>
          ×
        </Button>
      </div>
    </div>
  );
}
