import { Select, Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldType } from '../../gql/graphql';

const FIELD_TYPES: FieldType[] = ['TEXT', 'NUMBER', 'DATETIME', 'BOOLEAN'];

/** A column of an uploaded file and the type its values are imported as (detected, and changeable). */
export function FieldTypeRow({ name, value, onChange }: { name: string; value: FieldType; onChange(type: FieldType): void }) {
  const { t } = useTranslation('datasource');
  return (
    <>
      <Text>{name}</Text>
      <Select aria-label={t('upload.typeOf', { name })} value={value} onChange={(_, d) => onChange(d.value as FieldType)}>
        {FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`fieldType.${type}`)}
          </option>
        ))}
      </Select>
    </>
  );
}
