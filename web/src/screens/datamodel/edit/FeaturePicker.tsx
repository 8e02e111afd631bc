import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../../gql/graphql';

const useStyles = makeStyles({ list: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalL}` } });

/** The data source's columns a model may learn from (all but the predict field), each with its type. */
export function FeaturePicker({
  columns,
  predictField,
  value,
  onChange,
}: {
  columns: readonly { name: string; type: FieldType }[];
  predictField: string;
  value: readonly string[];
  onChange(feature: string[]): void;
}) {
  const { t } = useTranslation('datamodel');
  const styles = useStyles();
  const offered = columns.filter((c) => c.name !== predictField);
  if (offered.length === 0) return <span>{t('form.feature.none')}</span>;
  return (
    <div className={styles.list}>
      {offered.map((c) => (
        <Checkbox
          key={c.name}
          label={t('form.feature.option', { name: c.name, type: t(`fieldType.${c.type}`) })}
          checked={value.includes(c.name)}
          onChange={(_, d) => onChange(d.checked ? [...value, c.name] : value.filter((n) => n !== c.name))}
        />
      ))}
    </div>
  );
}
