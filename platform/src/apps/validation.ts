import { BUILTIN_VALIDATION_CONTEXT, manifestValidation, type StepValidationContext } from '@huiliu/core';
import type { Catalogue } from './catalogue';

/**
 * spec §4 step validation as the catalogue knows it (core manifestValidation: which apps need an account and every
 * action's fields for the required rule, built-ins included). One context for the publish guard and process/app
 * check/steps, so a step the editor shows red never switches on.
 */
export function catalogueValidation(catalogue: Catalogue): StepValidationContext {
  return manifestValidation(catalogue);
}

/** The catalogue's context, or the built-ins' where a caller (a unit test) built the engine without one. */
export function validationOf(catalogue: Catalogue | undefined): StepValidationContext {
  return catalogue ? catalogueValidation(catalogue) : BUILTIN_VALIDATION_CONTEXT;
}
