import { Text } from '@fluentui/react-components';
import type { AppStep } from '@huiliu/core';
import { useTranslation } from 'react-i18next';
import { PushAddress } from '../../../screens/apps/jinshuju/PushAddress';
import { useJinshujuForm } from './useJinshujuForm';

/**
 * 「新表单数据」's push address in the step's addition (issue 17): the address 金数据's 数据推送 of the chosen form
 * should go to — listed once the pipeline is saved with its form and account — with copy and "set it on the form".
 */
export function JinshujuTriggerPush({ step, processId }: { step: AppStep; processId: string | undefined }) {
  const { t } = useTranslation('editor');
  const { ready, form, refetch } = useJinshujuForm(step.account_id, step.params.form);
  const mine = form?.pipelines.find((p) => p.processId === processId);
  if (!processId || !ready || !form || !mine) return <Text>{t('jinshuju.pushAfterSave')}</Text>;
  return (
    <PushAddress
      processId={processId}
      title={mine.title}
      pushUrl={mine.pushUrl}
      state={form.pushUrl === mine.pushUrl ? 'connected' : form.pushUrl ? 'other' : 'unset'}
      onConnected={() => refetch({ requestPolicy: 'network-only' })}
    />
  );
}
