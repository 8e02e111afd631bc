import { BUILTIN_VALIDATION_CONTEXT, manifestValidation, type StepValidationContext } from '@huiliu/core';
import type { Catalogue } from './catalogue';

/**
 * spec §4 step validation as the catalogue knows it (core manifestValidation: which apps need an account and every
 * action's fields for the required rule, built-ins included). One context for the publish guard and process/app
 * check/steps, so a step the editor shows red never switches on.
 */
export function catalogueValidation(catalogue: Catalogue, companyId?: string): StepValidationContext {
  // a company's view includes the open apps it may use (issue 14); without one, open apps are unknown
  return manifestValidation(companyId ? catalogue.forCompany(companyId) : catalogue);
}

/** The catalogue's context, or the built-ins' where a caller (a unit test) built the engine without one. */
export function validationOf(catalogue: Catalogue | undefined, companyId?: string): StepValidationContext {
  return catalogue ? catalogueValidation(catalogue, companyId) : BUILTIN_VALIDATION_CONTEXT;
}
