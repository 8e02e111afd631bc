import { authFields, type AppField, type AppManifest, type AuthMethod } from '@huiliu/core';
import type { AccountForm, AppFieldShape } from '@huiliu/contract';
import type { z } from 'zod';

/**
 * The forms of an app's auth methods (GET /app/account/add). The field mapper is the account form's share of
 * the catalogue's manifest → AppInfo mapper (slice catalogue, platform/src/apps/app-info.ts); when both are
 * merged this one should call that one.
 */
function fieldInfo(app: AppManifest, field: AppField): AppFieldShape {
  const en = app.en.fields?.[field.key];
  return {
    key: field.key,
    kind: field.kind,
    label: field.label,
    ...(en?.label ? { label_en: en.label } : {}),
    ...(field.help ? { help: field.help } : {}),
    ...(en?.help ? { help_en: en.help } : {}),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
    required: field.required === true,
    secret: field.secret === true,
    mappable: field.mappable === true,
    ...(field.default !== undefined ? { default: field.default } : {}),
    ...(field.options
      ? {
          options: field.options.map((o) => ({
            value: o.value,
            label: o.label,
            ...(app.en.options?.[o.value] ? { label_en: app.en.options[o.value] } : {}),
          })),
        }
      : {}),
    dynamic: field.dynamic_options !== undefined,
    depends_on: [...(field.dynamic_options?.depends_on ?? [])],
    ...(field.children ? { children: field.children.map((c) => fieldInfo(app, c)) } : {}),
  };
}

/** How an account of this method is added: OAuth 2 authorises, a vendor's custom method confirms first. */
export function addedVia(method: AuthMethod): z.output<typeof AccountForm>['via'] {
  if (method.type === 'oauth2') return 'oauth2';
  if (method.type === 'custom' && method.confirm) return 'confirm';
  return 'form';
}

export function accountForm(app: AppManifest, method: AuthMethod): z.output<typeof AccountForm> {
  const via = addedVia(method);
  return {
    type: method.type,
    via,
    authorize_path: via === 'oauth2' ? `/app-auth-redirect/${app.app_id}` : null,
    fields: authFields(method).map((f) => fieldInfo(app, f)),
  };
}
