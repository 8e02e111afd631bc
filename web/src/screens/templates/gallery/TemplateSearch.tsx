import { Field, SearchBox } from '@fluentui/react-components';
import { SEARCH_DEBOUNCE_MS } from '@huiliu/core';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../pipelines/list/useDebouncedValue';

/** '搜索模板': the gallery follows the typing 500 ms after it stops (spec §5, core SEARCH_DEBOUNCE_MS). */
export function TemplateSearch({ onSearch }: { onSearch(keyword: string): void }) {
  const { t } = useTranslation('templates');
  const { t: tc } = useTranslation();
  const [text, setText] = useState('');
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useEffectEvent((keyword: string) => onSearch(keyword));

  useEffect(() => search(debounced), [debounced]);

  return (
    <Field label={t('gallery.search')}>
      <SearchBox
        value={text}
        onChange={(_, d) => setText(d.value)}
        placeholder={t('gallery.searchPlaceholder')}
        dismiss={{ 'aria-label': tc('common.clearSearch') }}
      />
    </Field>
  );
}
