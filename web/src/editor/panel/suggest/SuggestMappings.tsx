import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { actionDefinition, findBuiltinApp, stepSample, stepsBefore, updateStep, type AppStep, type FieldKind } from '@huiliu/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { pick } from '../../../screens/apps/shared/appText';
import { useCatalogueLookup } from '../../../screens/apps/shared/useCatalogueLookup';
import { useBuiltinText } from '../../builtinText';
import { findStep } from '../../store/selectors';
import { stepsFromContent } from '../../store/typedSteps';
import { useEditorStoreApi } from '../../store/useEditorStore';
import type { StepEdit } from '../useStepEdit';
import { applySuggestions } from './applySuggestions';
import { FieldSuggestionsQuery } from './documents';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', marginBottom: tokens.spacingVerticalS },
  status: { color: tokens.colorNeutralForeground3 },
});

/** Whether a step has fields a mapping could fill: an action (not the trigger) whose form is its fields. */
export function canSuggestMappings(step: AppStep): boolean {
  if (step.action_type === '1' || !step.action_id) return false;
  if (!findBuiltinApp(step.app_id)) return true;
  return actionDefinition(step.app_id, step.action_id)?.fields.some((f) => f.mappable === true && f.kind !== 'object') ?? false;
}

/**
 * 建议映射 (issue 12 "AI"): asks get_fields_suggestion for the step's empty fields from the earlier steps' samples
 * (the editor's own content, unsaved edits included) and fills them in one command through the runner, so one undo
 * takes them all back. Says what it filled, or why nothing.
 */
export function SuggestMappings({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t, i18n } = useTranslation('ai');
  const styles = useStyles();
  const store = useEditorStoreApi();
  const client = useClient();
  const builtin = useBuiltinText();
  const catalogue = useCatalogueLookup();
  const [status, setStatus] = useState<string>();
  const [working, setWorking] = useState(false);
  const english = i18n.language === 'en';
  const listed = catalogue(step.app_id)?.actions.find((a) => a.actionId === step.action_id)?.fields;
  const kindOf = (key: string): FieldKind | undefined =>
    (actionDefinition(step.app_id, step.action_id)?.fields.find((f) => f.key === key)?.kind ?? listed?.find((f) => f.key === key)?.kind) as
      FieldKind | undefined;
  const labelOf = (key: string) => {
    const field = listed?.find((f) => f.key === key);
    return (
      builtin.action(step.app_id, step.action_id)?.fields.find((f) => f.key === key)?.label ??
      (field ? pick(english, field.label, field.labelEn) : key)
    );
  };

  const suggest = async () => {
    setWorking(true);
    const { content } = store.getState();
    const result = await client
      .query(
        FieldSuggestionsQuery,
        { input: { steps: stepsFromContent(content), stepUuid: step.uuid, lang: english ? 'EN' : 'ZH_CN' } },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setWorking(false);
    if (result.error || !result.data) return setStatus(t('suggest.failed'));
    const current = findStep(store.getState().content, step.uuid);
    if (!current) return;
    const { patch, filled } = applySuggestions(current.params, result.data.fieldSuggestions.items, kindOf);
    if (filled.length === 0) {
      const sampled = stepsBefore(content, step.uuid).some((s) => stepSample(s) !== undefined);
      return setStatus(sampled ? t('suggest.nothing') : t('suggest.noSamples'));
    }
    edit.apply((c) => updateStep(c, step.uuid, { params: { ...findStep(c, step.uuid)?.params, ...patch } }));
    setStatus(t('suggest.filled', { count: filled.length, fields: filled.map(labelOf).join(english ? ', ' : '、') }));
  };

  return (
    <div className={styles.root}>
      <Button size="small" disabled={working} onClick={() => void suggest()}>
        {working ? t('suggest.working') : t('suggest.button')}
      </Button>
      <Text size={200} role="status" className={styles.status}>
        {status}
      </Text>
    </div>
  );
}
