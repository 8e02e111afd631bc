import { Button, Divider, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { FilterCondition, FilterGroups } from '@huiliu/core';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalS,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  and: { color: tokens.colorNeutralForeground3 },
});

/** `groups` with row `r` of group `g` replaced by `row`, or removed when `row` is null; an emptied group goes too. */
export function withRow(groups: FilterGroups, g: number, r: number, row: FilterCondition | null): FilterGroups {
  return groups
    .map((group, i) => (i !== g ? group : row ? group.map((x, j) => (j === r ? row : x)) : group.filter((_, j) => j !== r)))
    .filter((group) => group.length > 0);
}

/**
 * OR-of-AND groups as the data filter, the switch branches and a data model's pre-filter show them: a bordered group
 * per OR, "and" between its rows, an add-row button under each. The rows themselves are the caller's.
 */
export function ConditionGroups({
  groups,
  newRow,
  onChange,
  renderRow,
  words,
}: {
  groups: FilterGroups;
  newRow(): FilterCondition;
  onChange(groups: FilterGroups): void;
  renderRow(row: FilterCondition, position: string, setRow: (row: FilterCondition | null) => void): ReactNode;
  words: { or: string; and: string; addAnd: string; group(index: number): string };
}) {
  const styles = useStyles();
  return groups.map((group, g) => (
    <div key={g}>
      {g > 0 && <Divider>{words.or}</Divider>}
      <div className={styles.group} role="group" aria-label={words.group(g + 1)}>
        {group.map((row, r) => (
          <div key={r}>
            {r > 0 && (
              <Text size={200} className={styles.and}>
                {words.and}
              </Text>
            )}
            {renderRow(row, `${g + 1}-${r + 1}`, (next) => onChange(withRow(groups, g, r, next)))}
          </div>
        ))}
        <div>
          <Button size="small" onClick={() => onChange(groups.map((x, i) => (i === g ? [...x, newRow()] : x)))}>
            {words.addAnd}
          </Button>
        </div>
      </div>
    </div>
  ));
}
