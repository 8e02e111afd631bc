import type { AppClass, AuthType } from '@huiliu/core';

/** 新建应用's short form: the rest of the definition is written in the editor afterwards. */
export interface CreateAppForm {
  name: string;
  nameEn: string;
  classType: AppClass;
  authType: Extract<AuthType, 'none' | 'api_key' | 'basic' | 'oauth2'>;
}

export const emptyCreateForm: CreateAppForm = { name: '', nameEn: '', classType: 'developer', authType: 'api_key' };

/** The auth types the platform's first draft knows how to start from (CreateOpenAppInput.authType). */
export const CREATE_AUTH_TYPES: readonly CreateAppForm['authType'][] = ['none', 'api_key', 'basic', 'oauth2'];

export type CreateAppErrors = Partial<Record<'name' | 'nameEn', 'create.nameRequired' | 'create.nameEnRequired'>>;

/** Both names: the English UI shows no Chinese outside users' own data, so an app needs its English name. */
export function validateCreateForm(form: CreateAppForm): CreateAppErrors {
  const errors: CreateAppErrors = {};
  if (form.name.trim() === '') errors.name = 'create.nameRequired';
  if (form.nameEn.trim() === '') errors.nameEn = 'create.nameEnRequired';
  return errors;
}

export function createInput(form: CreateAppForm) {
  return { name: form.name.trim(), nameEn: form.nameEn.trim(), classType: form.classType, authType: form.authType };
}
