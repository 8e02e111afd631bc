import { Spinner, Text } from '@fluentui/react-components';
import { JINSHUJU_APP_ID, lookupAppId, type AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { AppDetailQuery } from '../../../screens/apps/documents';
import { useCatalogueText, type LocalField } from '../../../screens/apps/shared/appText';
import type { StepEdit } from '../useStepEdit';
import { JINSHUJU_FORM_FIELDS, JinshujuFieldInput } from '../jinshuju/JinshujuFieldInput';
import { DynamicSelect } from './DynamicSelect';
import { FieldForm } from './FieldForm';

/**
 * A catalogue action's field form (its fields are core FieldDefinitions plus dynamic options), worded in the
 * reader's language; dynamic fields fetch their options through the step's account.
 */
export function CatalogueFieldForm({ step, edit }: { step: AppStep; edit: StepEdit }) {
  const { t } = useTranslation('editor');
  const text = useCatalogueText();
  const appId = lookupAppId(step.app_id);
  const [result] = useQuery({ query: AppDetailQuery, variables: { appId }, pause: !step.action_id });
  const action = result.data?.app?.actions.find((a) => a.actionId === step.action_id);
  if (result.fetching && !action) return <Spinner size="tiny" />;
  if (!action) return <Text>{t('match.chooseActionFirst')}</Text>;
  const fields = text.fields(action.fields);
  if (fields.length === 0) return <Text>{t('match.nothingToFill')}</Text>;
  const accountId = step.account_id === undefined || step.account_id === null || step.account_id === '' ? undefined : String(step.account_id);
  return (
    <FieldForm
      fields={fields}
      values={step.params}
      stepUuid={step.uuid}
      idPrefix={`f-${step.uuid}`}
      onChange={edit.setParam}
      inputFor={(field, props) => {
        // issue 17 jinshuju: fields shaped by the chosen form (its labelled fields, a choice of them)
        if (appId === JINSHUJU_APP_ID && JINSHUJU_FORM_FIELDS.has(field.key)) return <JinshujuFieldInput {...props} step={step} />;
        const local = field as LocalField;
        if (!local.dynamic) return undefined;
        const input = Object.fromEntries(local.dependsOn.map((key) => [key, step.params[key]]));
        return <DynamicSelect {...props} appId={appId} actionId={step.action_id} accountId={accountId} input={input} />;
      }}
    />
  );
}
