import { actionDefinition, cutTitle, findBuiltinApp, type AppStep } from '@huiliu/core';
import { describeStep } from './stepDescription';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface StepText {
  /** The step's own title, else what it does (stepDescription), else its action's name, else the '选择应用和动作' prompt. */
  title: string;
  /** spec §3 titleAppName: the app's name (built-in apps translated). */
  appName: string;
  /** spec §3 titleAppNote. */
  note: string;
}

export function useStepText(): (step: AppStep) => StepText {
  const { t } = useTranslation('editor');
  const { t: tShared } = useTranslation();
  return useCallback(
    (step) => {
      const builtin = findBuiltinApp(step.app_id);
      const appName = builtin ? tShared(builtin.i18nKey) : String(step.titleAppName ?? '');
      const actionName = actionDefinition(step.app_id, step.action_id)?.name;
      // a step nobody named (its title is still its action's) is called after what it does
      const described = !step.title || step.title === actionName ? describeStep(step) : undefined;
      const title = described
        ? cutTitle(t(described.key, described.values))
        : String(step.title || actionName || (step.app_id ? appName : t('canvas.chooseApp')));
      return { title, appName, note: String(step.titleAppNote ?? '') };
    },
    [t, tShared],
  );
}
