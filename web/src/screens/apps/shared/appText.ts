import type { FieldDefinition, FieldKind } from '@huiliu/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A catalogue field as the gateway answers it (AppField), children one level deep. */
export interface CatalogueField {
  key: string;
  kind: string;
  label: string;
  labelEn?: string | null;
  help?: string | null;
  helpEn?: string | null;
  placeholder?: string | null;
  required: boolean;
  secret?: boolean;
  mappable?: boolean;
  default?: unknown;
  dynamic?: boolean;
  dependsOn?: readonly string[];
  options?: readonly { value: string; label: string; labelEn?: string | null }[] | null;
  children?: readonly CatalogueField[] | null;
}

/** A catalogue field in the editor's shape, worded in one language, with what only catalogue fields have. */
export interface LocalField extends FieldDefinition {
  secret: boolean;
  dynamic: boolean;
  dependsOn: readonly string[];
}

const KINDS = new Set<FieldKind>(['text', 'number', 'boolean', 'multiText', 'group', 'object', 'select', 'date']);

/** The English twin when the reader reads English and the app words one; the zh-CN text otherwise. */
export function pick(english: boolean, zh: string, en: string | null | undefined): string {
  return english && en ? en : zh;
}

export function localField(field: CatalogueField, english: boolean): LocalField {
  return {
    key: field.key,
    // an unknown kind from a newer app definition still renders, as text
    kind: KINDS.has(field.kind as FieldKind) ? (field.kind as FieldKind) : 'text',
    label: pick(english, field.label, field.labelEn),
    required: field.required,
    ...(field.help && { help: pick(english, field.help, field.helpEn) }),
    ...(field.placeholder && { placeholder: field.placeholder }),
    ...(field.mappable !== undefined && { mappable: field.mappable }),
    ...(field.default !== undefined && field.default !== null && { default: field.default }),
    ...(field.options && { options: field.options.map((o) => ({ value: o.value, label: pick(english, o.label, o.labelEn) })) }),
    ...(field.children && { children: field.children.map((c) => localField(c, english)) }),
    secret: field.secret ?? false,
    dynamic: field.dynamic ?? false,
    dependsOn: field.dependsOn ?? [],
  };
}

/** Texts of the catalogue in the reader's language: app definitions carry zh-CN and an English twin. */
export function useCatalogueText() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en';
  return useMemo(
    () => ({
      english,
      text: (zh: string, en: string | null | undefined) => pick(english, zh, en),
      appName: (app: { appName: string; appNameEn?: string | null }) => pick(english, app.appName, app.appNameEn),
      fields: (fields: readonly CatalogueField[]) => fields.map((f) => localField(f, english)),
    }),
    [english],
  );
}
