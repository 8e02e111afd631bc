import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { conditionText, type StoredCondition } from './conditionText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, paddingLeft: 0, listStyleType: 'none' },
  joiner: { color: tokens.colorNeutralForeground3 },
  operator: { fontWeight: tokens.fontWeightSemibold },
});

/**
 * OR-of-AND condition groups read as sentences ('1 · level  等于  金牌'), one row per condition, the
 * groups joined by '或' — instead of the stored `{"operator":13}` (spec §5 operator codes).
 */
export function ConditionList({ groups, label }: { groups: readonly (readonly StoredCondition[])[]; label: string }) {
  const { t } = useTranslation('logs');
  const { t: tEditor } = useTranslation('editor');
  const styles = useStyles();
  const rows = groups.filter((g) => g.length > 0);
  if (rows.length === 0) return <Text className={styles.joiner}>{t('detail.noConditions')}</Text>;
  return (
    <ul className={styles.root} aria-label={label}>
      {rows.flatMap((group, g) =>
        group.map((condition, i) => {
          const text = conditionText(condition);
          const joiner = i > 0 ? t('detail.and') : g > 0 ? t('detail.or') : '';
          const value = text.value && ('presetKey' in text.value ? tEditor(text.value.presetKey) : text.value.text);
          return (
            <li key={`${g}-${i}`}>
              {joiner && <span className={styles.joiner}>{joiner} </span>}
              <span>{text.field || t('detail.noField')}</span> <span className={styles.operator}>{tEditor(text.operatorKey)}</span>
              {value !== undefined && <span> {value}</span>}
            </li>
          );
        }),
      )}
    </ul>
  );
}
