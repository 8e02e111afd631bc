import { Field, SearchBox } from '@fluentui/react-components';
import { SEARCH_DEBOUNCE_MS } from '@huiliu/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from './useDebouncedValue';

/** '搜索流程': the query follows the typing 500 ms after it stops (spec §5, core SEARCH_DEBOUNCE_MS). */
export function KeywordSearch({ value, onSearch }: { value: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useEffectEvent((keyword: string) => onSearch(keyword));

  useEffect(() => search(debounced), [debounced]);

  return (
    <Field label={t('list.search')}>
      <SearchBox
        value={text}
        onChange={(_, d) => setText(d.value)}
        placeholder={t('list.searchPlaceholder')}
        dismiss={{ 'aria-label': t('common.clearSearch') }}
      />
    </Field>
  );
}
