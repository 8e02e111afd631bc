import { Button, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AppFieldOptionsQuery } from '../../../screens/apps/documents';
import { pick } from '../../../screens/apps/shared/appText';
import type { FieldInputProps } from './FieldInput';

const useStyles = makeStyles({
  row: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  grow: { flexGrow: 1 },
  note: { color: tokens.colorNeutralForeground3 },
});

interface DynamicSelectProps extends FieldInputProps {
  appId: string;
  actionId: string;
  accountId: string | undefined;
  /** The values of the fields this one depends on: a change refetches (new variables, new query). */
  input: Record<string, unknown>;
}

/**
 * A select whose options come through the step's account (Query.appFieldOptions, spec §7 app/option): nothing to
 * fetch before an account is chosen; a saved value the fetched list lacks is kept as an option, not dropped.
 */
export function DynamicSelect({ appId, actionId, accountId, input, field, value, id, disabled, onChange }: DynamicSelectProps) {
  const { t, i18n } = useTranslation('editor');
  const styles = useStyles();
  const [result, refetch] = useQuery({
    query: AppFieldOptionsQuery,
    variables: { appId, actionId, fieldKey: field.key, accountId: accountId ?? '', input },
    pause: !accountId,
  });
  if (!accountId) return <Text className={styles.note}>{t('fields.dynamicNeedsAccount')}</Text>;
  const english = i18n.language === 'en';
  const options = (result.data?.appFieldOptions ?? []).map((o) => ({ value: o.value, label: pick(english, o.label, o.labelEn) }));
  const current = value === undefined || value === null ? '' : String(value);
  if (current && !options.some((o) => o.value === current)) options.unshift({ value: current, label: current });
  return (
    <div className={styles.row}>
      <Select id={id} className={styles.grow} value={current} disabled={disabled || result.fetching} onChange={(_, d) => onChange(d.value)}>
        <option value="">
          {result.fetching ? t('fields.dynamicLoading') : result.error ? t('fields.dynamicFailed') : t('fields.dynamicChoose')}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      <Button
        appearance="subtle"
        icon={<ArrowClockwiseRegular />}
        aria-label={t('fields.dynamicReload')}
        disabled={disabled || result.fetching}
        onClick={() => refetch({ requestPolicy: 'network-only' })}
      />
    </div>
  );
}
