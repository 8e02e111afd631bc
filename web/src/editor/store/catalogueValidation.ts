import { BUILTIN_VALIDATION_CONTEXT, lookupAppId, type FieldKind, type FieldRule, type StepValidationContext } from '@huiliu/core';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import type { AppCatalogueQuery as AppCatalogueResult } from '../../gql/graphql';
import { AppCatalogueQuery } from '../../screens/apps/documents';

/** What the catalogue tells validation: which apps need an account, their actions' required fields, accounts' state. */
export interface CatalogueFacts {
  apps: readonly {
    appId: string;
    needsAccount: boolean;
    actions: readonly { actionId: string; fields: readonly { key: string; kind: string; required: boolean }[] }[];
    accounts: readonly { accountId: string; status: string }[];
  }[];
}

let context: StepValidationContext = BUILTIN_VALIDATION_CONTEXT;
let catalogue: AppCatalogueResult['apps'] = [];
let version = 0;
const listeners = new Set<() => void>();

/** The context every badge, the panel and the toolbar summary validate steps with (core validateStep). */
export function validationContext(): StepValidationContext {
  return context;
}

/** Bumped whenever the context changes: cached outcomes of an older version are stale. */
export function validationVersion(): number {
  return version;
}

/**
 * The built-ins' context plus the catalogue: spec §4 "未选择账户" only for apps whose definition needs an account
 * (core needsAccount, answered as App.needsAccount), "账户连接失败" for a failed account, and the required rule
 * over a catalogue action's fields.
 */
export function catalogueContext(facts: CatalogueFacts): StepValidationContext {
  const apps = new Map(facts.apps.map((a) => [a.appId, a]));
  const states = new Map(facts.apps.flatMap((a) => a.accounts.map((x) => [x.accountId, x.status] as const)));
  return {
    needsAccount: (appId) => apps.get(lookupAppId(appId))?.needsAccount ?? true,
    accountState: (accountId) => {
      const status = states.get(String(accountId));
      return status === 'FAILED' ? 'failed' : status === 'OK' ? 'ok' : undefined;
    },
    fieldsOf: (step) => {
      const builtin = BUILTIN_VALIDATION_CONTEXT.fieldsOf?.(step);
      if (builtin) return builtin;
      const fields = apps.get(lookupAppId(step.app_id))?.actions.find((a) => a.actionId === step.action_id)?.fields;
      return fields?.map((f): FieldRule => ({ key: f.key, kind: f.kind as FieldKind, required: f.required }));
    },
  };
}

export function setValidationContext(next: StepValidationContext, apps: AppCatalogueResult['apps'] = catalogue): void {
  context = next;
  catalogue = apps;
  version++;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The catalogue's apps the editor loaded (empty before it answers, and outside the editor). */
export function editorCatalogue(): AppCatalogueResult['apps'] {
  return catalogue;
}

/** Re-render when the validation context changes (the catalogue arrived or an account's state changed). */
export function useValidationVersion(): number {
  return useSyncExternalStore(subscribe, validationVersion, validationVersion);
}

/**
 * Loads the catalogue once per editor and validates with it; until it answers, the built-ins' context holds. It
 * also loads the 'apps' texts with the editor, so the panel's catalogue parts never suspend the whole screen later.
 */
export function useCatalogueValidation(): void {
  useTranslation('apps');
  const [result] = useQuery({ query: AppCatalogueQuery, context: catalogueQueryContext });
  const data = result.data;
  useEffect(() => {
    if (data) setValidationContext(catalogueContext(data), data.apps);
  }, [data]);
}

const catalogueQueryContext = { additionalTypenames: ['AppAccount'] };
