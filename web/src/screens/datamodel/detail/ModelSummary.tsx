import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { FILTER_OPERATOR_CODES } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import type { DataModelPartsFragment } from '../../../gql/graphql';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}`,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0 },
  pair: { display: 'contents' },
});

/** What the model is set to learn: from which data source, which field from which features, on which rows. */
export function ModelSummary({ model }: { model: DataModelPartsFragment }) {
  const { t } = useTranslation('datamodel');
  const { t: te } = useTranslation('editor');
  const styles = useStyles();
  const filter = model.datasourceFilterType === 1 && model.preFilter.length > 0;
  const conditions = model.preFilter
    .map((group) =>
      group.map((c) => `${c.field} ${te(`operators.${FILTER_OPERATOR_CODES[c.operator]}`)} ${c.value ?? ''}`.trim()).join(t('summary.and')),
    )
    .join(t('summary.or'));
  const rows: [string, string][] = [
    [t('summary.datasource'), model.datasourceName ?? t('list.datasourceGone')],
    [
      t('summary.predicts'),
      model.predictFieldName === model.predictField
        ? model.predictField
        : t('summary.named', { field: model.predictField, name: model.predictFieldName }),
    ],
    [t('summary.task'), model.task ? t(`task.${model.task}`) : t('summary.taskLater')],
    [
      t('summary.features'),
      model.feature.map((f) => t('form.feature.option', { name: f.name, type: t(`fieldType.${f.type}`) })).join(t('versions.separator')),
    ],
    [t('summary.rows'), filter ? conditions : t('summary.allRows')],
  ];
  if (model.scene) rows.unshift([t('summary.scene'), model.scene]);
  if (model.desc) rows.push([t('summary.desc'), model.desc]);
  return (
    <dl className={styles.list}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>
            <Text>{term}</Text>
          </dt>
          <dd className={styles.value}>
            <Text>{value}</Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
