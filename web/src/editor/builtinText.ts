import { actionDefinition, lookupAppId, type ActionDefinition, type DefaultNames, type FieldDefinition } from '@huiliu/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The built-in apps' texts in the reader's language. Core's definitions carry zh-CN names and labels
 * (core/src/pipeline/builtinActions.ts); the web words them from locales/<lang>/editor.json under
 * `builtin.<app>.<action>` (issue 10 item 9: English mode showed 匹配方式 and the action names). A text
 * with no key (a Latin option such as POST or JSON) is shown as core has it.
 */
export interface BuiltinText {
  /** The action's definition with its name, description, labels, hints and options in the reader's language. */
  action(appId: string, actionId: string): ActionDefinition | undefined;
  actionName(appId: string, actionId: string): string | undefined;
  /** The names a newly chosen action gives its step and a new switch's branches (core's chooseAction). */
  defaultNames: DefaultNames;
}

export function useBuiltinText(): BuiltinText {
  const { t, i18n } = useTranslation('editor');
  const language = i18n.language;
  return useMemo(() => {
    const text = (key: string, fallback: string) => (i18n.exists(key, { ns: 'editor' }) ? t(key) : fallback);
    const localizeFields = (prefix: string, fields: readonly FieldDefinition[]): FieldDefinition[] =>
      fields.map((field) => {
        const key = `${prefix}.${field.key}`;
        return {
          ...field,
          label: text(`${key}.label`, field.label),
          ...(field.help !== undefined && { help: text(`${key}.help`, field.help) }),
          ...(field.placeholder !== undefined && { placeholder: text(`${key}.placeholder`, field.placeholder) }),
          ...(field.options && { options: field.options.map((o) => ({ ...o, label: text(`${key}.options.${o.value}`, o.label) })) }),
          ...(field.children && { children: localizeFields(`${key}.children`, field.children) }),
        };
      });
    const action = (appId: string, actionId: string): ActionDefinition | undefined => {
      const definition = actionDefinition(appId, actionId);
      if (!definition) return undefined;
      // long app ids resolve to the built-in one; the keys use that id
      const key = `builtin.${lookupAppId(appId)}.${definition.action_id}`;
      return {
        ...definition,
        name: text(`${key}.name`, definition.name),
        description: text(`${key}.description`, definition.description),
        fields: localizeFields(`${key}.fields`, definition.fields),
      };
    };
    const actionName = (appId: string, actionId: string) => action(appId, actionId)?.name;
    return {
      action,
      actionName,
      defaultNames: { actionName, firstBranch: t('defaultNames.firstBranch'), fallbackBranch: t('defaultNames.fallbackBranch') },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `language`: the same t words differently after a switch
  }, [t, i18n, language]);
}
