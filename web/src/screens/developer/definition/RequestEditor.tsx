import { Dropdown, Field, Input, Option, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import type { RequestTemplate } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyValueEditor } from './KeyValueEditor';
import { jsonText, METHODS, parseOptionalJson } from './manifestDraft';
import { useProblemAt } from './problems';
import { useEditorStyles } from './styles';

/**
 * A request template: method, URL, headers, query and a JSON body, each a template over `{{input.KEY}}`,
 * `{{auth.KEY}}` and `{{meta.KEY}}`. The body is typed as JSON text and only written into the definition while
 * it parses; the text itself stays as typed, with the parse error shown under it.
 */
export function RequestEditor({ value, path, onChange }: { value: RequestTemplate; path: string; onChange(next: RequestTemplate): void }) {
  const { t } = useTranslation('developer');
  const styles = useEditorStyles();
  const [bodyText, setBodyText] = useState(() => jsonText(value.body));
  const [bodyError, setBodyError] = useState<string | undefined>();
  const urlProblem = useProblemAt(`${path}.url`);
  const methodProblem = useProblemAt(`${path}.method`);
  const bodyProblem = useProblemAt(`${path}.body`, true);
  const set = (patch: Partial<RequestTemplate>) => onChange({ ...value, ...patch });
  const changeBody = (text: string) => {
    setBodyText(text);
    const parsed = parseOptionalJson(text);
    setBodyError(parsed.ok ? undefined : t('request.bodyInvalid', { reason: parsed.detail ?? '' }));
    if (parsed.ok) set({ body: parsed.value });
  };
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <Field label={t('request.method')} validationMessage={methodProblem} className={styles.narrow}>
          <Dropdown
            value={value.method}
            selectedOptions={[value.method]}
            onOptionSelect={(_, d) => set({ method: d.optionValue as RequestTemplate['method'] })}
          >
            {METHODS.map((m) => (
              <Option key={m} value={m}>
                {m}
              </Option>
            ))}
          </Dropdown>
        </Field>
        <Field
          label={t('request.url')}
          hint={t('request.urlHint', { authRef: '{{auth.KEY}}', inputRef: '{{input.KEY}}' })}
          validationMessage={urlProblem}
          className={styles.grow}
        >
          <Input className={styles.code} value={value.url} onChange={(_, d) => set({ url: d.value })} />
        </Field>
      </div>
      <KeyValueEditor label={t('request.headers')} value={value.headers} onChange={(headers) => set({ headers })} />
      <KeyValueEditor label={t('request.query')} value={value.query} onChange={(query) => set({ query })} />
      {value.method !== 'GET' && (
        <>
          <RadioGroup
            layout="horizontal"
            aria-label={t('request.bodyType')}
            value={value.body_type ?? 'json'}
            onChange={(_, d) => set({ body_type: d.value as 'json' | 'form' })}
          >
            <Radio value="json" label="JSON" />
            <Radio value="form" label={t('request.form')} />
          </RadioGroup>
          <Field label={t('request.body')} hint={t('request.bodyHint')} validationMessage={bodyError ?? bodyProblem}>
            <Textarea className={styles.code} rows={6} value={bodyText} onChange={(_, d) => changeBody(d.value)} />
          </Field>
        </>
      )}
    </div>
  );
}
