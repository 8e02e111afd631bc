import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { branchNameOf, type FlowStepBranches } from './branchName';

/** A branch's name for the run log: the typed title, else '分支 N', else '未知分支' — never its key. */
export function useBranchName(flowSteps: readonly FlowStepBranches[]): (switchUuid: string | null | undefined, segKey: string) => string {
  const { t } = useTranslation('logs');
  return useCallback(
    (switchUuid, segKey) => {
      const name = branchNameOf(flowSteps, switchUuid, segKey);
      if (name.kind === 'titled') return name.title;
      return name.kind === 'numbered' ? t('detail.numberedBranch', { number: name.number }) : t('detail.unknownBranch');
    },
    [flowSteps, t],
  );
}
