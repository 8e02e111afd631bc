import { actionDefinition, cutTitle, findBuiltinApp, type AppStep } from '@huiliu/core';
import { describeStep } from './stepDescription';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueLookup } from '../../screens/apps/shared/useCatalogueLookup';
import { pick } from '../../screens/apps/shared/appText';
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
  const catalogue = useCatalogueLookup();
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useCallback(
    (step) => {
      const app = findBuiltinApp(step.app_id);
      // a catalogue app is named in the reader's language from the catalogue (issue 11), else as the step stored it
      const listed = app ? undefined : catalogue(step.app_id);
      const appName = app ? tShared(app.i18nKey) : listed ? pick(english, listed.appName, listed.appNameEn) : String(step.titleAppName ?? '');
      const listedAction = listed?.actions.find((a) => a.actionId === step.action_id);
      const actionName = builtin.actionName(step.app_id, step.action_id) ?? (listedAction && pick(english, listedAction.name, listedAction.nameEn));
      // a step nobody named (its title is still its action's default name, in either language) is called after what it does
      const unnamed = !step.title || step.title === actionName || step.title === actionDefinition(step.app_id, step.action_id)?.name;
      const described = unnamed ? describeStep(step, (code) => t(`operators.${code}`)) : undefined;
      const title = described
        ? cutTitle(t(described.key, described.values))
        : String(step.title || actionName || (step.app_id ? appName : t('canvas.chooseApp')));
      return { title, appName, note: String(step.titleAppNote ?? '') };
    },
    [t, tShared, builtin, catalogue, english],
  );
}
