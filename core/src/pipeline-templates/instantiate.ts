import { AppError } from '../errors';
import { flattenSteps, stepNumbers, type AppStep, type PipelineContent } from '../pipeline/model';
import { collectRefs } from '../template/template';
import type { TemplateAccountNeed, TemplateInput } from './format';

/** The steps of `content` whose app needs an account (`needsAccount` from the catalogue), in numbering order. */
export function templateAccountNeeds(content: PipelineContent, needsAccount: (appId: string) => boolean): TemplateAccountNeed[] {
  const numbers = stepNumbers(content);
  return flattenSteps(content)
    .filter((step) => step.app_id !== '' && needsAccount(step.app_id))
    .map((step) => ({ step_uuid: step.uuid, step_number: numbers.get(step.uuid)!, app_id: step.app_id, action_id: step.action_id }));
}

/** The `{{env.KEY}}` variables a template reads, sorted: the person creates them before the first run. */
export function templateVariableNeeds(content: PipelineContent): string[] {
  const keys = new Set(collectRefs(content).flatMap((ref) => (ref.source === 'env' ? [ref.path[0]!] : [])));
  return [...keys].sort();
}

/** What the person chose when creating from a template: an account per step, a value per input. */
export interface TemplateChoices {
  /** step uuid → account id (the platform checks each belongs to the company and to the step's app). */
  accounts?: Record<string, string>;
  /** step uuid → params key → value (template text `{{N.path}}`, a number …). */
  values?: Record<string, Record<string, unknown>>;
}

/**
 * A new pipeline's content from a template's content and the person's choices. Step uuids are kept (they are
 * unique within a pipeline, and `{{N.…}}` references go by number, not by uuid). A choice naming a step the
 * template does not have, or an input it does not ask, is refused (4000) rather than silently dropped.
 */
export function instantiateTemplate(content: PipelineContent, inputs: readonly TemplateInput[], choices: TemplateChoices = {}): PipelineContent {
  const copy = structuredClone(content);
  const byUuid = new Map<string, AppStep>(flattenSteps(copy).map((step) => [step.uuid, step]));
  for (const [uuid, accountId] of Object.entries(choices.accounts ?? {})) {
    const step = byUuid.get(uuid);
    if (!step) throw new AppError('BAD_REQUEST', `模板中没有步骤 ${uuid}`);
    step.account_id = accountId;
  }
  for (const [uuid, values] of Object.entries(choices.values ?? {})) {
    const step = byUuid.get(uuid);
    if (!step) throw new AppError('BAD_REQUEST', `模板中没有步骤 ${uuid}`);
    for (const [key, value] of Object.entries(values)) {
      if (!inputs.some((input) => input.step_uuid === uuid && input.key === key)) throw new AppError('BAD_REQUEST', `模板没有可填写的字段 ${key}`);
      step.params = { ...step.params, [key]: value };
    }
  }
  return copy;
}
