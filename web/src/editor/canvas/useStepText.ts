import { actionDefinition, cutTitle, findBuiltinApp, type AppStep } from '@huiliu/core';
import { describeStep } from './stepDescription';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltinText } from '../builtinText';

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
  const builtin = useBuiltinText();
  return useCallback(
    (step) => {
      const app = findBuiltinApp(step.app_id);
      const appName = app ? tShared(app.i18nKey) : String(step.titleAppName ?? '');
      const actionName = builtin.actionName(step.app_id, step.action_id);
      // a step nobody named (its title is still its action's default name, in either language) is called after what it does
      const unnamed = !step.title || step.title === actionName || step.title === actionDefinition(step.app_id, step.action_id)?.name;
      const described = unnamed ? describeStep(step, (code) => t(`operators.${code}`)) : undefined;
      const title = described
        ? cutTitle(t(described.key, described.values))
        : String(step.title || actionName || (step.app_id ? appName : t('canvas.chooseApp')));
      return { title, appName, note: String(step.titleAppNote ?? '') };
    },
    [t, tShared, builtin],
  );
}
