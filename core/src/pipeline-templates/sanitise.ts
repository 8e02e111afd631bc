import { flattenSteps, type PipelineContent } from '../pipeline/model';
import { MIN_SECRET_LENGTH, secretMasker } from '../secrets/mask';

/**
 * Step fields that make the pipeline run (ids, numbering, nesting): never masked, so a secret that happens to read
 * like an app id or a uuid cannot break the template. Everything else a person typed or a run observed is masked.
 */
const STEP_STRUCTURE = new Set([
  'uuid',
  'sort',
  'sortuuid',
  'appStepSort',
  'action_type',
  'trigger_type',
  'app_id',
  'action_id',
  'parentLoopUuid',
  'segs',
]);
const SEGMENT_STRUCTURE = new Set(['segKey', 'apps', 'switchParentuuid', 'isFallback']);

/** `request_params` entries that name the sharer's account, person or company (spec §3 App step request_params). */
const COMPANY_REQUEST_PARAMS = ['account_id', 'user_id', 'company_id'] as const;

/**
 * What a 测试发送 or a sample fetch said about the sharer's own accounts (spec §4 outcomes). Whoever uses the template
 * brings other accounts, so these would only claim a test that never happened, or a failure that is not theirs.
 */
const ACCOUNT_OBSERVATIONS = ['send_status', 'send_error', 'sample_status'] as const;

/** A pipeline's steps made fit to share, and how many distinct secrets were found (and masked) in them. */
export interface TemplateContent {
  content: PipelineContent;
  maskedSecrets: number;
}

/**
 * The content a template publishes (issue 12: "a shared pipeline never carries secrets"): every step's `account_id`
 * (and the account, person and company of `request_params`) removed; mappings, branches, loops, settings and sample
 * data kept; and every value of `secrets` (the company's secret variables, the auth data of the accounts the steps
 * use) masked with core's masker wherever it appears in params, samples, titles or conditions, in any encoding.
 * `{{env.KEY}}` references stay references: a variable's value is never in the content to begin with.
 */
export function toTemplateContent(content: PipelineContent, secrets: readonly string[]): TemplateContent {
  const copy = structuredClone(content);
  const steps = flattenSteps(copy);
  for (const step of steps) {
    delete step.account_id;
    for (const field of ACCOUNT_OBSERVATIONS) delete step[field];
    if (step.request_params && typeof step.request_params === 'object') {
      for (const key of COMPANY_REQUEST_PARAMS) delete step.request_params[key];
    }
  }
  const usable = [...new Set(secrets.filter((s) => s.length >= MIN_SECRET_LENGTH))];
  if (usable.length === 0) return { content: copy, maskedSecrets: 0 };

  const owners = maskableParts(steps);
  const text = JSON.stringify(owners.map(([owner, key]) => owner[key]));
  // one masker per secret only to count them (shown before sharing); the content is masked by one masker of all
  const maskedSecrets = usable.filter((secret) => secretMasker([secret])(text) !== text).length;
  const mask = secretMasker(usable);
  for (const [owner, key] of owners) owner[key] = mask(owner[key]);
  return { content: copy, maskedSecrets };
}

/** Every (object, key) whose value is the person's or the run's, not the pipeline's structure. */
function maskableParts(steps: readonly Record<string, unknown>[]): Array<[Record<string, unknown>, string]> {
  const parts: Array<[Record<string, unknown>, string]> = [];
  for (const step of steps) {
    for (const key of Object.keys(step)) if (!STEP_STRUCTURE.has(key)) parts.push([step, key]);
    for (const seg of (step.segs as Record<string, unknown>[] | undefined) ?? []) {
      for (const key of Object.keys(seg)) if (!SEGMENT_STRUCTURE.has(key)) parts.push([seg, key]);
    }
  }
  return parts;
}
