import { Combobox, Option } from '@fluentui/react-components';
import { flattenSteps, stepNumbers } from '@huiliu/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCanvasView } from '../canvas/CanvasView';
import { useStepText } from '../canvas/useStepText';
import { useEditorActions } from '../EditorActions';
import { useEditorStore } from '../store/useEditorStore';

/** Search a step by name (title, action or app); choosing one selects it and brings it into view. */
export function StepSearch() {
  const { t } = useTranslation('editor');
  const actions = useEditorActions();
  const view = useCanvasView();
  const text = useStepText();
  const content = useEditorStore((s) => s.content);
  const [query, setQuery] = useState('');
  const steps = useMemo(() => {
    const numbers = stepNumbers(content);
    return flattenSteps(content).map((s) => {
      const { title, appName } = text(s);
      return { uuid: s.uuid, label: `${numbers.get(s.uuid)}. ${title}`, haystack: `${title} ${appName}`.toLowerCase() };
    });
  }, [content, text]);
  const matches = steps.filter((s) => s.haystack.includes(query.trim().toLowerCase())).slice(0, 50);
  return (
    // Fluent's combobox takes Space as "choose the active option" unless it saw the user typing a letter
    // first (so after a click, an IME word or a paste, a space picked the first match and cleared the
    // query); a step name has spaces, so here a space is always text.
    <span
      onKeyDownCapture={(e) => {
        if (e.key === ' ') e.stopPropagation();
      }}
    >
      <Combobox
        aria-label={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        freeform
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onOptionSelect={(_, d) => {
          if (!d.optionValue) return;
          actions.select(d.optionValue);
          view.revealStep(d.optionValue);
          setQuery('');
        }}
      >
        {matches.length === 0 ? (
          <Option disabled value="">
            {t('toolbar.noMatch')}
          </Option>
        ) : (
          matches.map((m) => (
            <Option key={m.uuid} value={m.uuid} text={m.label}>
              {m.label}
            </Option>
          ))
        )}
      </Combobox>
    </span>
  );
}
