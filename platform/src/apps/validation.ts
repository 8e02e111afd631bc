import { BUILTIN_VALIDATION_CONTEXT, needsAccount, type StepValidationContext } from '@huiliu/core';
import type { Catalogue } from './catalogue';

/**
 * spec §4 step validation as the catalogue knows it: which apps need an account and every action's fields for the
 * required rule (built-ins included: they are in the catalogue). One context for the publish guard and
 * process/app check/steps, so a step the editor shows red never switches on.
 */
export function catalogueValidation(catalogue: Catalogue): StepValidationContext {
  return {
    // an app the platform does not know is judged as one that needs an account
    needsAccount: (appId) => {
      const app = catalogue.get(appId);
      return app ? needsAccount(app) : true;
    },
    fieldsOf: (step) => catalogue.action(step.app_id, step.action_id)?.fields.slice(),
  };
}

/** The catalogue's context, or the built-ins' where a caller (a unit test) built the engine without one. */
export function validationOf(catalogue: Catalogue | undefined): StepValidationContext {
  return catalogue ? catalogueValidation(catalogue) : BUILTIN_VALIDATION_CONTEXT;
}
