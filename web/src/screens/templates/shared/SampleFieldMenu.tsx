import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SampleField } from './sampleFields';

/** "插入字段": the trigger sample's fields; picking one adds its `{{1.path}}` to the field it belongs to. */
export function SampleFieldMenu({
  fields,
  fieldLabel,
  onInsert,
}: {
  fields: readonly SampleField[];
  fieldLabel: string;
  onInsert(template: string): void;
}) {
  const { t } = useTranslation('templates');
  if (fields.length === 0) return null;
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton size="small" aria-label={t('inputs.insertFor', { label: fieldLabel })}>
          {t('inputs.insert')}
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {fields.map((field) => (
            <MenuItem key={field.template} onClick={() => onInsert(field.template)}>
              {field.preview ? t('inputs.sampleField', { field: field.label, value: field.preview }) : field.label}
            </MenuItem>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
