import { Button, Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import { emptyCondition, isFilterComplete, toFilterGroups, type FilterCondition, type FilterGroups } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { ConditionRow } from './ConditionRow';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  and: { color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  incomplete: { color: tokens.colorPaletteRedForeground1 },
});

/** OR-of-AND conditions (data filter, switch branches): rows in a group must all hold; any group suffices. */
export function ConditionsEditor({ value, onChange, stepUuid }: { value: unknown; onChange(groups: FilterGroups): void; stepUuid: string }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const groups = toFilterGroups(value);
  const shown = groups.length > 0 ? groups : [[emptyCondition()]];
  const setRow = (g: number, r: number, row: FilterCondition | null) =>
    onChange(
      shown
        .map((group, i) => (i !== g ? group : row ? group.map((x, j) => (j === r ? row : x)) : group.filter((_, j) => j !== r)))
        .filter((group) => group.length > 0),
    );
  return (
    <div className={styles.root}>
      {shown.map((group, g) => (
        <div key={g}>
          {g > 0 && <Divider>{t('conditions.or')}</Divider>}
          <div className={styles.group} role="group" aria-label={t('conditions.group', { index: g + 1 })}>
            {group.map((row, r) => (
              <div key={r}>
                {r > 0 && (
                  <Text size={200} className={styles.and}>
                    {t('conditions.and')}
                  </Text>
                )}
                <ConditionRow
                  condition={row}
                  position={`${g + 1}-${r + 1}`}
                  stepUuid={stepUuid}
                  onChange={(next) => setRow(g, r, next)}
                  onRemove={() => setRow(g, r, null)}
                />
              </div>
            ))}
            <div>
              <Button size="small" onClick={() => onChange(shown.map((x, i) => (i === g ? [...x, emptyCondition()] : x)))}>
                {t('conditions.addAnd')}
              </Button>
            </div>
          </div>
        </div>
      ))}
      <div className={styles.actions}>
        <Button size="small" onClick={() => onChange([...shown, [emptyCondition()]])}>
          {t('conditions.addOr')}
        </Button>
        {!isFilterComplete(groups) && (
          <Text size={200} className={styles.incomplete}>
            {t('conditions.incomplete')}
          </Text>
        )}
      </div>
    </div>
  );
}
