import { authFields, isTriggerApp, needsAccount, type AppAction, type AppField, type AppManifest, isOpenPlatformAppId } from '@huiliu/core';
import type { ActionInfo, AppFieldShape, AppInfo } from '@huiliu/contract';

type En = AppManifest['en'];

/** One field of a definition with its English twins (by key from `manifest.en`) and its dynamic-options flags. */
export function toFieldInfo(field: AppField, en: En): AppFieldShape {
  const twin = en.fields?.[field.key];
  const info: AppFieldShape = {
    key: field.key,
    kind: field.kind,
    label: field.label,
    required: field.required === true,
    secret: field.secret === true,
    mappable: field.mappable === true,
    dynamic: field.dynamic_options !== undefined,
    depends_on: [...(field.dynamic_options?.depends_on ?? [])],
  };
  if (twin?.label) info.label_en = twin.label;
  if (field.help !== undefined) info.help = field.help;
  if (twin?.help) info.help_en = twin.help;
  if (field.placeholder !== undefined) info.placeholder = field.placeholder;
  if (field.default !== undefined) info.default = field.default;
  if (field.options) {
    info.options = field.options.map((o) => {
      const label_en = en.options?.[o.value];
      return label_en ? { value: o.value, label: o.label, label_en } : { value: o.value, label: o.label };
    });
  }
  if (field.children) info.children = field.children.map((c) => toFieldInfo(c, en));
  return info;
}

/** spec §3 Action of a definition, with its English name and its form. */
export function toActionInfo(action: AppAction, en: En): ActionInfo {
  const twin = en.actions?.[action.action_id];
  return {
    action_id: action.action_id,
    name: action.name,
    ...(twin?.name ? { name_en: twin.name } : {}),
    description: action.description,
    ...(twin?.description ? { description_en: twin.description } : {}),
    kind: action.kind,
    editor: action.editor,
    fields: action.fields.map((f) => toFieldInfo(f, en)),
    sends_data: action.sendsData === true,
    ...(action.output_sample !== undefined ? { output_sample: action.output_sample } : {}),
  };
}

/**
 * spec §3 App info of a definition (the one REST shape of an app): `account_on` from core `needsAccount`,
 * `is_trigger` from `isTriggerApp`, English twins from `manifest.en`. Open-platform apps (issue 14) will set
 * origin_app_id / definition_id; the catalogue's are null.
 */
export function toAppInfo(app: AppManifest): AppInfo {
  return {
    app_id: app.app_id,
    app_name: app.name,
    app_name_en: app.en.name,
    description: app.description,
    ...(app.en.description ? { description_en: app.en.description } : {}),
    app_state: app.state,
    app_version: app.version,
    icon: app.icon,
    ...(app.doc ? { doc: app.doc } : {}),
    class_type: app.class_type,
    is_trigger: isTriggerApp(app),
    account_on: needsAccount(app) ? 1 : 0,
    paid: app.paid === true,
    origin_app_id: null,
    // issue 14: an open-platform app names the version it serves (the web's 开放平台 badge)
    definition_id: isOpenPlatformAppId(app.app_id) ? `${app.app_id}@${app.version}` : null,
    auth_methods: app.auth.map((m) => ({ type: m.type, fields: authFields(m).map((f) => toFieldInfo(f, app.en)) })),
    actions: app.actions.filter((a) => !a.hidden).map((a) => toActionInfo(a, app.en)),
  };
}
