import { authFields, type AppManifest, type AuthMethod } from '@huiliu/core';
import { toFieldInfo } from '../../apps/app-info';
import type { AccountForm } from '@huiliu/contract';
import type { z } from 'zod';

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
    fields: authFields(method).map((f) => toFieldInfo(f, app.en)),
  };
}
