import { DATA_MODEL_APP_ID, findBuiltinApp, isTriggerLocked, WEBHOOK_APP_ID, lookupAppId, type AppStep } from '@huiliu/core';
import { Text } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useBuiltinText } from '../../builtinText';
import { useEditorStore } from '../../store/useEditorStore';
import { ConditionsEditor } from '../conditions/ConditionsEditor';
import { CatalogueFieldForm } from '../fields/CatalogueFieldForm';
import { FieldForm } from '../fields/FieldForm';
import { PredictForm } from '../predict/PredictForm';
import { SwitchEditor } from '../SwitchEditor';
import { canSuggestMappings, SuggestMappings } from '../suggest/SuggestMappings';
import type { StepEdit } from '../useStepEdit';

/** Match data: the action's generated field form with mapping, or the filter / switch editors. */
export function MatchDataSection({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  const locked = useEditorStore((s) => isTriggerLocked(s.content));
  const action = useBuiltinText().action(step.app_id, step.action_id);
  // issue 12: 建议映射 fills the empty fields from earlier samples, one undo step
  const suggest = canSuggestMappings(step) && <SuggestMappings step={step} edit={edit} />;
  // a catalogue app's action: its fields come from the catalogue (issue 11)
  if (!action && step.action_id && !findBuiltinApp(step.app_id)) {
    return (
      <>
        {suggest}
        <CatalogueFieldForm step={step} edit={edit} />
      </>
    );
  }
  if (!action) return <Text>{t('match.chooseActionFirst')}</Text>;
  // issue 17 datamodel: 预测's fields are the chosen model's feature fields
  if (lookupAppId(step.app_id) === DATA_MODEL_APP_ID) return <PredictForm step={step} edit={edit} />;
  // spec §4: with a custom return, the webhook's response type is part of the locked return configuration
  const lock =
    locked && step.action_type === '1' && lookupAppId(step.app_id) === WEBHOOK_APP_ID
      ? { keys: ['response_type'], reason: t('entrance.triggerLocked') }
      : undefined;
  return (
    <>
      {suggest}
      {action.fields.length > 0 && (
        <FieldForm
          fields={action.fields}
          values={step.params}
          stepUuid={step.uuid}
          idPrefix={`f-${step.uuid}`}
          locked={lock}
          onChange={edit.setParam}
        />
      )}
      {action.editor === 'filter' && (
        <ConditionsEditor value={step.params.conditions} stepUuid={step.uuid} onChange={(groups) => edit.setParam('conditions', groups)} />
      )}
      {action.editor === 'switch' && <SwitchEditor step={step} edit={edit} />}
      {action.fields.length === 0 && action.editor === 'fields' && <Text>{t('match.nothingToFill')}</Text>}
    </>
  );
}
