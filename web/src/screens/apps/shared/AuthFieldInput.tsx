import { Input, Select, Switch } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { LocalField } from './appText';

interface AuthFieldInputProps {
  field: LocalField;
  value: unknown;
  id: string;
  onChange(value: unknown): void;
}

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** One input of an account form: auth data is plain values (no mapping), secrets as password inputs. */
export function AuthFieldInput({ field, value, id, onChange }: AuthFieldInputProps) {
  const { t } = useTranslation('apps');
  if (field.kind === 'boolean')
    return <Switch id={id} checked={value === true} onChange={(_, d) => onChange(d.checked)} label={value === true ? t('form.on') : t('form.off')} />;
  if (field.kind === 'select' && field.options)
    return (
      <Select id={id} value={asText(value)} onChange={(_, d) => onChange(d.value)}>
        <option value="">{t('form.choose')}</option>
        {field.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    );
  return (
    <Input
      id={id}
      type={field.secret ? 'password' : field.kind === 'number' ? 'number' : 'text'}
      // a browser must not offer a person's site password for an app's secret
      autoComplete={field.secret ? 'new-password' : 'off'}
      placeholder={field.placeholder}
      value={asText(value)}
      onChange={(_, d) => onChange(d.value)}
    />
  );
}
