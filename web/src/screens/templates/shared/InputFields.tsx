import { Field, makeStyles, Textarea, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateForCreationQuery } from '../../../gql/graphql';
import { triggerSampleFields } from './sampleFields';
import { SampleFieldMenu } from './SampleFieldMenu';
import { valueOf, type TemplateChoices } from './templateChoices';
import { useTemplateText } from './useTemplateText';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  grow: { alignSelf: 'stretch' },
});

type Template = NonNullable<TemplateForCreationQuery['template']>;

interface InputFieldsProps {
  template: Pick<Template, 'inputs' | 'steps'>;
  choices: TemplateChoices;
  onChange(stepUuid: string, key: string, text: string): void;
  /** The person tried to go on: required fields left empty say so. */
  showMissing: boolean;
}

/**
 * The fields the template asks (its `inputs`: label, help), each starting from the template's design; a field
 * can take the trigger sample's fields as `{{1.path}}` (issue 12: map the fields the template asks for).
 */
export function InputFields({ template, choices, onChange, showMissing }: InputFieldsProps) {
  const { t } = useTranslation('templates');
  const styles = useStyles();
  const text = useTemplateText();
  const sampleFields = useMemo(() => triggerSampleFields(template.steps[0]?.sampleData), [template.steps]);
  return (
    <div className={styles.root}>
      {template.inputs.map((input) => {
        const id = `template-input-${input.stepUuid}-${input.key}`;
        const label = text.inputLabel(input);
        const value = valueOf(choices, input.stepUuid, input.key);
        const missing = showMissing && input.required && value.trim() === '';
        return (
          <div key={id} className={styles.field}>
            <Field
              className={styles.grow}
              label={{ children: label, htmlFor: id }}
              hint={text.inputHelp(input)}
              required={input.required}
              validationState={missing ? 'error' : 'none'}
              validationMessage={missing ? t('inputs.required', { label }) : undefined}
            >
              <Textarea id={id} value={value} resize="vertical" onChange={(_, d) => onChange(input.stepUuid, input.key, d.value)} />
            </Field>
            <SampleFieldMenu fields={sampleFields} fieldLabel={label} onInsert={(ref) => onChange(input.stepUuid, input.key, `${value}${ref}`)} />
          </div>
        );
      })}
    </div>
  );
}
