import { cutTitle, isFilled } from '@huiliu/core';
import type { CreateFromTemplateInput } from '../../../gql/graphql';
import { isTitleAcceptable } from '../../pipelines/shared/TitleField';

/** What creating from a template needs to know of it (TemplateForCreation's template, or any part of it). */
export interface ChoosableTemplate {
  templateId: string;
  accountNeeds: readonly { stepUuid: string }[];
  inputs: readonly { stepUuid: string; key: string; required: boolean }[];
  steps: readonly { uuid: string; fields: readonly { key: string; value: unknown }[] }[];
}

/**
 * What the person chose: an account per step that needs one (step uuid → account id), a text per asked field
 * (step uuid → params key → text), a title.
 */
export interface TemplateChoices {
  accounts: Record<string, string>;
  values: Record<string, Record<string, string>>;
  title: string;
}

/** The value the template's step holds for a key (its design's mapping, say `{{1.content}}`), or undefined. */
function designedValue(template: ChoosableTemplate, stepUuid: string, key: string): unknown {
  return template.steps.find((s) => s.uuid === stepUuid)?.fields.find((f) => f.key === key)?.value;
}

/** A designed value as the text a field shows: text as it is, anything else (a number, a map) as JSON. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The starting choices: no account yet, every asked field showing what the template's design puts there. */
export function initialChoices(template: ChoosableTemplate, title: string): TemplateChoices {
  const values: TemplateChoices['values'] = {};
  for (const input of template.inputs) {
    values[input.stepUuid] = { ...values[input.stepUuid], [input.key]: asText(designedValue(template, input.stepUuid, input.key)) };
  }
  return { accounts: {}, values, title };
}

export function valueOf(choices: TemplateChoices, stepUuid: string, key: string): string {
  return choices.values[stepUuid]?.[key] ?? '';
}

export function withValue(choices: TemplateChoices, stepUuid: string, key: string, text: string): TemplateChoices {
  return { ...choices, values: { ...choices.values, [stepUuid]: { ...choices.values[stepUuid], [key]: text } } };
}

export function withAccount(choices: TemplateChoices, stepUuid: string, accountId: string): TemplateChoices {
  return { ...choices, accounts: { ...choices.accounts, [stepUuid]: accountId } };
}

/** The steps still without an account, in the template's order. */
export function missingAccounts(template: ChoosableTemplate, choices: TemplateChoices): string[] {
  return template.accountNeeds.filter((need) => !choices.accounts[need.stepUuid]).map((need) => need.stepUuid);
}

/** The asked fields that are required and still empty (spec §5 required rule), as `uuid.key`. */
export function missingValues(template: ChoosableTemplate, choices: TemplateChoices): string[] {
  return template.inputs.filter((i) => i.required && !isFilled(valueOf(choices, i.stepUuid, i.key))).map((i) => `${i.stepUuid}.${i.key}`);
}

/**
 * Whether creating may go ahead: every account chosen, every required field filled, and a title the create call
 * accepts (spec §5: not blank, at most 280 width units) — the wizard's last page and the simplified form alike.
 */
export function readyToCreate(template: ChoosableTemplate, choices: TemplateChoices): boolean {
  return missingAccounts(template, choices).length === 0 && missingValues(template, choices).length === 0 && isTitleAcceptable(choices.title);
}

/**
 * A field's text back as the value the step gets: where the design held something other than text (a number, a
 * key/value map) and the text still reads as JSON, that JSON; text otherwise, mappings `{{1.path}}` included.
 */
function fromText(text: string, designed: unknown): unknown {
  if (typeof designed === 'string' || designed === undefined || designed === null) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The createPipelineFromTemplate input: every account chosen, every asked field, the title (trimmed, spec §5 cut). */
export function toCreateInput(template: ChoosableTemplate, choices: TemplateChoices, shareToken?: string | null): CreateFromTemplateInput {
  return {
    templateId: template.templateId,
    ...(shareToken && { shareToken }),
    title: cutTitle(choices.title.trim()),
    accounts: template.accountNeeds
      .filter((need) => choices.accounts[need.stepUuid])
      .map((need) => ({ stepUuid: need.stepUuid, accountId: choices.accounts[need.stepUuid]! })),
    values: template.inputs.map((input) => ({
      stepUuid: input.stepUuid,
      key: input.key,
      value: fromText(valueOf(choices, input.stepUuid, input.key), designedValue(template, input.stepUuid, input.key)),
    })),
  };
}
