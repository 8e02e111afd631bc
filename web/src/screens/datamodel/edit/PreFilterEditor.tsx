import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { type FilterCondition, type FilterGroups } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../../gql/graphql';
import { ConditionGroups } from '../../../editor/panel/conditions/ConditionGroups';
import { PreFilterRow } from './PreFilterRow';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

const newRow = (): FilterCondition => ({ field: '', operator: 13, value: '' });

/**
 * A model's pre-filter (spec PreFilter) in the pipeline filter's shape: OR of AND groups. The data filter's own
 * editor maps `{{N.…}}` fields from earlier steps; here a field is one of the data source's columns, so the rows
 * are pickers of columns, with core's operators and the editor's words for them.
 */
export function PreFilterEditor({
  value,
  columns,
  onChange,
}: {
  value: FilterGroups;
  columns: readonly { name: string; type: FieldType }[];
  onChange(groups: FilterGroups): void;
}) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {value.length === 0 && <Text>{t('form.preFilter.none')}</Text>}
      <ConditionGroups
        groups={value}
        newRow={newRow}
        onChange={onChange}
        words={{
          or: t('form.preFilter.or'),
          and: t('form.preFilter.and'),
          addAnd: t('form.preFilter.addAnd'),
          group: (index) => t('form.preFilter.group', { index }),
        }}
        renderRow={(row, position, setRow) => (
          <PreFilterRow condition={row} columns={columns} position={position} onChange={setRow} onRemove={() => setRow(null)} />
        )}
      />
      <div>
        <Button size="small" onClick={() => onChange([...value, [newRow()]])}>
          {value.length === 0 ? t('form.preFilter.add') : t('form.preFilter.addOr')}
        </Button>
      </div>
    </div>
  );
}
