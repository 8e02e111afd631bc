import { findBuiltinApp } from '@huiliu/core';
import { useMemo } from 'react';
import { useBuiltinText } from '../../../editor/builtinText';
import { useCatalogueText } from './appText';

interface ActionTexts {
  actionId: string;
  name: string;
  nameEn?: string | null;
  description: string;
  descriptionEn?: string | null;
}

/**
 * An action's name, description and field labels in the reader's language. Built-in apps' actions are worded by
 * the editor's locales (builtinText: their manifests carry no English twins), catalogue apps' by their twins.
 */
export function useActionText() {
  const text = useCatalogueText();
  const builtin = useBuiltinText();
  return useMemo(
    () => (appId: string, action: ActionTexts) => {
      const local = findBuiltinApp(appId) ? builtin.action(appId, action.actionId) : undefined;
      return {
        name: local?.name ?? text.text(action.name, action.nameEn),
        description: local?.description ?? text.text(action.description, action.descriptionEn),
        field: (field: { key: string; label: string; labelEn?: string | null }) =>
          local?.fields.find((f) => f.key === field.key)?.label ?? text.text(field.label, field.labelEn),
      };
    },
    [text, builtin],
  );
}

/**
 * An app's description in the reader's language. A built-in app's manifest words it as its first action (with no
 * English twin), so in English that action's description from the editor's locales stands in.
 */
export function useAppDescription() {
  const text = useCatalogueText();
  const actionText = useActionText();
  return (app: { appId: string; description: string; descriptionEn?: string | null; actions: readonly ActionTexts[] }) => {
    const first = app.actions[0];
    if (text.english && !app.descriptionEn && first && findBuiltinApp(app.appId)) return actionText(app.appId, first).description;
    return text.text(app.description, app.descriptionEn);
  };
}
