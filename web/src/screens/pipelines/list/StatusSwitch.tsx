import { Switch } from '@fluentui/react-components';
import { PIPELINE_STATUS } from '@huiliu/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useAppToast } from '../shared/useAppToast';
import { SetPipelineStatusMutation } from './documents';

interface StatusSwitchProps {
  processId: string;
  title: string;
  status: number;
}

/**
 * Turns a pipeline on or off (spec §4: one status call). The switch moves at once and moves
 * back when the call fails — a plan limit opens the root notice dialog and it stays off.
 */
export function StatusSwitch({ processId, title, status }: StatusSwitchProps) {
  const { t } = useTranslation();
  const toast = useAppToast();
  const [shown, setShown] = useState(status === PIPELINE_STATUS.ON);
  const [result, setStatus] = useMutation(SetPipelineStatusMutation);

  useEffect(() => setShown(status === PIPELINE_STATUS.ON), [status]);

  const toggle = async (on: boolean) => {
    setShown(on);
    const { data, error } = await setStatus({ processId, status: on ? PIPELINE_STATUS.ON : PIPELINE_STATUS.OFF });
    if (error || !data) {
      setShown(status === PIPELINE_STATUS.ON);
      if (error) toast.failed(error);
      return;
    }
    setShown(data.setPipelineStatus.status === PIPELINE_STATUS.ON);
  };

  return (
    <Switch checked={shown} disabled={result.fetching} aria-label={t('list.enableAria', { title })} onChange={(_, d) => void toggle(d.checked)} />
  );
}
