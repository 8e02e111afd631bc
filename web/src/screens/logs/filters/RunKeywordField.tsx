import { Field, SearchBox } from '@fluentui/react-components';
import { SEARCH_DEBOUNCE_MS } from '@huiliu/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';

interface RunKeywordFieldProps {
  value: string;
  onSearch(keyword: string): void;
  className?: string;
}

/**
 * 关键词 over the trigger data: the list follows the typing 500 ms after it stops (spec §5, core SEARCH_DEBOUNCE_MS).
 * A keyword changed from outside (a link, 清除筛选) replaces what the box shows.
 */
export function RunKeywordField({ value, onSearch, className }: RunKeywordFieldProps) {
  const { t } = useTranslation('logs');
  const { t: tShared } = useTranslation();
  const [text, setText] = useState(value);
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useEffectEvent((keyword: string) => {
    if (keyword.trim() !== value.trim()) onSearch(keyword.trim());
  });
  useEffect(() => search(debounced), [debounced]);

  return (
    <Field label={t('filters.keyword')} className={className}>
      <SearchBox
        value={text}
        onChange={(_, d) => setText(d.value)}
        placeholder={t('filters.keywordPlaceholder')}
        dismiss={{ 'aria-label': tShared('common.clearSearch') }}
      />
    </Field>
  );
}
