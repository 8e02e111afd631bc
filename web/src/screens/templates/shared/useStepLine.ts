import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuiltinText } from '../../../editor/builtinText';
import type { TemplateForCreationQuery } from '../../../gql/graphql';
import { pick } from '../../apps/shared/appText';
import { useTemplateText } from './useTemplateText';

export type TemplateStep = NonNullable<TemplateForCreationQuery['template']>['steps'][number];

/** What naming a step reads: its app and action, and its own title. */
export interface NameableStep {
  appId: string;
  actionId: string;
  title: string | null;
  app: { appName: string; appNameEn: string; actions: readonly { actionId: string; name: string; nameEn: string | null }[] } | null;
}

export interface StepLine {
  appName: string;
  /** The action in the reader's language; empty for an action the catalogue does not know. */
  actionName: string;
  /** The step's own name, when it says more than its action and is the reader's language or the sharer's own words. */
  title?: string;
}

/**
 * A template step as one readable line: app and action from the catalogue (built-ins from the UI texts). A
 * starter's step names are Chinese text without an English twin, so English readers get app and action only;
 * a shared template's step names are its sharer's words and show in both languages.
 */
export function useStepLine(shared: boolean): (step: NameableStep) => StepLine {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  const text = useTemplateText();
  const builtin = useBuiltinText();
  return useCallback(
    (step) => {
      const listed = step.app?.actions.find((a) => a.actionId === step.actionId);
      const actionName = builtin.actionName(step.appId, step.actionId) ?? (listed ? pick(english, listed.name, listed.nameEn) : '');
      const appName = text.appName({ appId: step.appId, appName: step.app?.appName ?? step.appId, appNameEn: step.app?.appNameEn });
      const ownWords = step.title && step.title !== actionName && step.title !== listed?.name && (shared || !english);
      return { appName, actionName, ...(ownWords && { title: step.title! }) };
    },
    [builtin, text, english, shared],
  );
}
