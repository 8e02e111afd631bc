import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { emptyCondition, isFilterComplete, toFilterGroups, type FilterGroups } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { ConditionGroups } from './ConditionGroups';
import { ConditionRow } from './ConditionRow';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
  incomplete: { color: tokens.colorPaletteRedForeground1 },
});

/** OR-of-AND conditions (data filter, switch branches): rows in a group must all hold; any group suffices. */
export function ConditionsEditor({ value, onChange, stepUuid }: { value: unknown; onChange(groups: FilterGroups): void; stepUuid: string }) {
  const { t } = useTranslation('editor');
  const styles = useStyles();
  const groups = toFilterGroups(value);
  const shown = groups.length > 0 ? groups : [[emptyCondition()]];
  return (
    <div className={styles.root}>
      <ConditionGroups
        groups={shown}
        newRow={emptyCondition}
        onChange={onChange}
        words={{
          or: t('conditions.or'),
          and: t('conditions.and'),
          addAnd: t('conditions.addAnd'),
          group: (index) => t('conditions.group', { index }),
        }}
        renderRow={(row, position, setRow) => (
          <ConditionRow condition={row} position={position} stepUuid={stepUuid} onChange={setRow} onRemove={() => setRow(null)} />
        )}
      />
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
