import { Field, Select } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { pick } from '../../apps/shared/appText';
import { RunAppOptionsQuery } from './documents';

interface AppFilterFieldProps {
  value: string;
  onChange(appId: string): void;
  className?: string;
}

/** 应用: the catalogue's apps (built-ins included); the runs shown are those that ran a step of the chosen one. */
export function AppFilterField({ value, onChange, className }: AppFilterFieldProps) {
  const { t, i18n } = useTranslation('logs');
  const [options] = useQuery({ query: RunAppOptionsQuery });
  const english = i18n.language === 'en';
  const apps = options.data?.apps ?? [];
  const unlisted = value !== '' && !apps.some((a) => a.appId === value);
  return (
    <Field label={t('filters.app')} className={className}>
      <Select value={value} onChange={(_, d) => onChange(d.value)}>
        <option value="">{t('list.all')}</option>
        {unlisted && <option value={value}>{t('filters.chosenApp')}</option>}
        {apps.map((app) => (
          <option key={app.appId} value={app.appId}>
            {pick(english, app.appName, app.appNameEn)}
          </option>
        ))}
      </Select>
    </Field>
  );
}
