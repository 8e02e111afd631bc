import { BUILTIN_APP_DEFINITIONS, type FieldDefinition } from '@huiliu/core';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/editor.json';

const han = /\p{Script=Han}/u;

function lookup(path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

/** Every zh-CN text core gives a field, with the key the web words it from. */
function fieldTexts(prefix: string, fields: readonly FieldDefinition[]): [string, string][] {
  return fields.flatMap((f) => {
    const key = `${prefix}.${f.key}`;
    return [
      [`${key}.label`, f.label] as [string, string],
      ...(f.help ? [[`${key}.help`, f.help] as [string, string]] : []),
      ...(f.placeholder ? [[`${key}.placeholder`, f.placeholder] as [string, string]] : []),
      ...(f.options ?? []).map((o) => [`${key}.options.${o.value}`, o.label] as [string, string]),
      ...fieldTexts(`${key}.children`, f.children ?? []),
    ];
  });
}

describe('built-in actions in English (issue 10 item 9)', () => {
  it('have an English name, description and English field texts wherever core’s are Chinese', () => {
    for (const app of BUILTIN_APP_DEFINITIONS) {
      for (const action of app.actions) {
        const prefix = `builtin.${app.app_id}.${action.action_id}`;
        const texts: [string, string][] = [
          [`${prefix}.name`, action.name],
          [`${prefix}.description`, action.description],
          ...fieldTexts(`${prefix}.fields`, action.fields),
        ];
        for (const [key, zh] of texts) {
          if (!han.test(zh)) continue;
          const english = lookup(key);
          expect(english, key).toEqual(expect.any(String));
          expect(english, key).not.toMatch(han);
        }
      }
    }
  });
});
