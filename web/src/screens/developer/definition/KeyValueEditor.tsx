import { Button, Input, Text } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapOf, removeAt, replaceAt, rowsOf, type KeyValueRow } from './manifestDraft';
import { useEditorStyles } from './styles';

/**
 * A template map (headers, query) as rows. The rows are kept here while typing: a row whose key is still empty
 * must not vanish from the form just because the map it produces drops it.
 */
export function KeyValueEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Record<string, string> | undefined;
  onChange(next: Record<string, string> | undefined): void;
}) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const [rows, setRows] = useState<KeyValueRow[]>(() => rowsOf(value));
  const change = (next: KeyValueRow[]) => {
    setRows(next);
    onChange(mapOf(next));
  };
  return (
    <div role="group" aria-label={label} className={styles.stack}>
      <Text weight="semibold">{label}</Text>
      {rows.map((row, i) => (
        <div key={i} className={styles.row}>
          <Input
            aria-label={t('kv.key', { label, n: String(i + 1) })}
            placeholder={t('kv.keyPlaceholder')}
            value={row.key}
            onChange={(_, d) => change(replaceAt(rows, i, { ...row, key: d.value }))}
          />
          <Input
            className={styles.grow}
            aria-label={t('kv.value', { label, n: String(i + 1) })}
            placeholder={t('kv.valuePlaceholder', { ref: '{{input.KEY}}' })}
            value={row.value}
            onChange={(_, d) => change(replaceAt(rows, i, { ...row, value: d.value }))}
          />
          <Button
            appearance="subtle"
            icon={<DeleteRegular />}
            aria-label={t('kv.remove', { label, n: String(i + 1) })}
            onClick={() => change(removeAt(rows, i))}
          />
        </div>
      ))}
      <div>
        <Button size="small" icon={<AddRegular />} onClick={() => change([...rows, { key: '', value: '' }])}>
          {t('kv.add', { label })}
        </Button>
      </div>
    </div>
  );
}
