import type { BodyOf, PipelineDetail, SharePreview, Template, templates } from '@huiliu/contract';
import {
  AppError,
  flattenSteps,
  isIdString,
  parsePipelineContent,
  serializePipelineContent,
  templateAccountNeeds,
  templateVariableNeeds,
  toTemplateContent,
  type PipelineContent,
  type TemplateInput,
} from '@huiliu/core';
import { secretValues } from '../../apps/accounts';
import type { Db } from '../../db/open';
import { companyWebhookKeys } from '../data/accepts';
import { findPipelineDetail, lockPipeline } from '../dataprocess/repository';
import type { Auth } from '../user/sessions';
import { newShareToken, type TemplatesDeps } from './deps';
import { templateNotFound, validationOf, viewRow } from './gallery';
import { findOwnRow, findRowOfPipeline, insertRow, listUses, setShareStatus, updateRow, type TemplatePatch } from './repository';
import { appColumns, contentOf } from './shape';

type ShareBody = BodyOf<typeof templates.create>;
type UpdateBody = BodyOf<typeof templates.update>;
type InputBody = NonNullable<ShareBody['inputs']>[number];

/** The titles a template takes from its pipeline are cut to the contract's 100 characters. */
const TITLE_MAX = 100;

/**
 * A plain variable's value shorter than this is not masked in a template: '5000', 'POST' or '上海' would mask the
 * same words wherever the design uses them, while the values that are the company's own — an address, an id, a
 * name of its systems — are longer.
 */
const ENV_VALUE_MIN_LENGTH = 8;

/**
 * The values a template must not carry (issue 12: "never its accounts' secrets or environment values"): the
 * company's variables (secret ones whatever their length, plain ones from ENV_VALUE_MIN_LENGTH: a sample or a
 * 测试发送 result may echo what `{{env.KEY}}` became), the secret auth data of its accounts (the values run logs
 * mask, `secretValues`) — of every account, not only those the steps name now: a sample may still hold the secret
 * of an account a step used before — and its pipelines' webhook keys (a step may post to another pipeline's
 * address; whoever holds a key can start that pipeline).
 */
async function secretsOf(deps: TemplatesDeps, companyId: string): Promise<string[]> {
  const rows = await deps.accounts.list(companyId);
  const accountSecrets = rows.flatMap((row) => secretValues(deps.accounts.methodOf(row), deps.accounts.open(row)));
  const env = await deps.loadEnv(companyId);
  const plainValues = Object.values(env.values)
    .map(String)
    .filter((value) => value.length >= ENV_VALUE_MIN_LENGTH);
  return [...accountSecrets, ...env.secrets, ...plainValues, ...(await companyWebhookKeys(deps.db, companyId))];
}

/** The company's live pipeline, its steps made fit to share; `missing` (404) for unknown, deleted and foreign ones. */
async function sanitised(
  deps: TemplatesDeps,
  auth: Auth,
  processId: string,
  missing = () => new AppError('NOT_FOUND'),
): Promise<{ pipeline: PipelineDetail; content: PipelineContent; maskedSecrets: number }> {
  const pipeline = await findPipelineDetail(deps.db, auth, processId);
  if (!pipeline) throw missing();
  const parsed = parsePipelineContent(pipeline.content);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', `流程内容格式不正确：${parsed.reason}`);
  if (parsed.content.length === 0) throw new AppError('TEMPLATE_EMPTY');
  return { pipeline, ...toTemplateContent(parsed.content, await secretsOf(deps, auth.companyId)) };
}

/** An input names a step of the template and one of its params or of its action's fields (spec §3 App step params). */
function checkedInputs(deps: TemplatesDeps, companyId: string, content: PipelineContent, inputs: readonly InputBody[]): TemplateInput[] {
  const steps = new Map(flattenSteps(content).map((s) => [s.uuid, s]));
  const seen = new Set<string>();
  return inputs.map((input) => {
    const step = steps.get(input.step_uuid);
    if (!step) throw new AppError('TEMPLATE_INPUT_INVALID', `模板中没有步骤 ${input.step_uuid}`);
    // as the sharing company sees its apps: an open app's fields are known only to a company that may use it
    const fields = deps.catalogue.action(step.app_id, step.action_id, companyId)?.fields ?? [];
    if (!(input.key in step.params) && !fields.some((f) => f.key === input.key)) {
      throw new AppError('TEMPLATE_INPUT_INVALID', `步骤「${step.title ?? step.uuid}」没有字段 ${input.key}`);
    }
    const id = `${input.step_uuid}\u0000${input.key}`;
    if (seen.has(id)) throw new AppError('TEMPLATE_INPUT_INVALID', `字段 ${input.key} 重复`);
    seen.add(id);
    const { label_en, help, help_en, ...rest } = input;
    return { ...rest, ...(label_en ? { label_en } : {}), ...(help ? { help } : {}), ...(help_en ? { help_en } : {}) };
  });
}

/** Inputs asked before the steps were copied again: those whose step is gone cannot be asked any more. */
function stillAsked(content: PipelineContent, stored: string): TemplateInput[] {
  const uuids = new Set(flattenSteps(content).map((s) => s.uuid));
  return (JSON.parse(stored) as TemplateInput[]).filter((input) => uuids.has(input.step_uuid));
}

function contentColumns(content: PipelineContent) {
  return { content: serializePipelineContent(content), ...appColumns(content) };
}

/** What a share or a change says about the template; a field not sent (or a blank title) keeps its value. */
function sentFields(body: ShareBody | UpdateBody): TemplatePatch {
  return {
    ...(body.title ? { title: body.title } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.category !== undefined ? { category: body.category } : {}),
    ...(body.visible !== undefined ? { visible: body.visible } : {}),
    ...(body.share_tip !== undefined ? { shareTip: body.share_tip || null } : {}),
    ...(body.keywords !== undefined ? { keywords: body.keywords } : {}),
  };
}

/**
 * POST /create: the pipeline's steps copied, sanitised, as a template; its share_status becomes 1. A pipeline
 * shared before keeps its template (id, link, uses): the steps are copied again, the fields sent replace the old
 * ones, those not sent are kept, and it is active again.
 */
export async function sharePipeline(deps: TemplatesDeps, auth: Auth, body: ShareBody): Promise<Template> {
  const { pipeline, content } = await sanitised(deps, auth, body.process_id);
  const inputs = body.inputs && checkedInputs(deps, auth.companyId, content, body.inputs);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockPipeline(tx, auth.companyId, pipeline.process_id))) throw new AppError('NOT_FOUND');
    const before = await findRowOfPipeline(tx, auth.companyId, pipeline.process_id, true);
    const fields = {
      ...contentColumns(content),
      active: 1,
      ...sentFields(body),
      inputs: JSON.stringify(inputs ?? (before ? stillAsked(content, before.inputs) : [])),
    };
    await setShareStatus(tx, auth.companyId, pipeline.process_id, true);
    if (before) return updateRow(tx, auth.companyId, before.id, fields);
    return insertRow(tx, {
      companyId: auth.companyId,
      processId: pipeline.process_id,
      creatorId: auth.userId,
      shareTokenSealed: newShareToken(deps.secretKey).sealed,
      title: [...pipeline.title].slice(0, TITLE_MAX).join(''),
      ...fields,
    });
  });
  return viewRow(deps, auth, row);
}

/** PUT /update/:id — the company's own templates only; `active` carries over to the pipeline's share_status. */
export async function updateTemplate(deps: TemplatesDeps, auth: Auth, templateId: string, body: UpdateBody): Promise<Template> {
  const current = await findOwnRow(deps.db, auth.companyId, templateId);
  if (!current) throw templateNotFound();
  // the copy is made before the transaction: collecting secrets reads other tables, which must not wait on it
  const content =
    body.refresh_steps === 1 ? (await sanitised(deps, auth, current.processId, () => new AppError('TEMPLATE_SOURCE_GONE'))).content : undefined;
  const steps = content ?? contentOf(current.content);
  const inputs = body.inputs ? checkedInputs(deps, auth.companyId, steps, body.inputs) : content ? stillAsked(content, current.inputs) : undefined;
  const row = await deps.db.transaction(async (tx) => {
    if (!(await findOwnRow(tx, auth.companyId, templateId, true))) throw templateNotFound();
    if (content && !(await lockPipeline(tx, auth.companyId, current.processId))) throw new AppError('TEMPLATE_SOURCE_GONE');
    const patch: TemplatePatch = {
      ...(content ? contentColumns(content) : {}),
      ...(inputs ? { inputs: JSON.stringify(inputs) } : {}),
      ...sentFields(body),
      ...(body.active !== undefined ? { active: body.active } : {}),
    };
    if (body.active !== undefined) await setShareStatus(tx, auth.companyId, current.processId, body.active === 1);
    return updateRow(tx, auth.companyId, templateId, patch);
  });
  return viewRow(deps, auth, row);
}

/** POST /tips: the sharer's note to people who use the template ('' clears it). */
export async function setShareTip(deps: TemplatesDeps, auth: Auth, templateId: string, shareTip: string): Promise<Template> {
  if (!(await findOwnRow(deps.db, auth.companyId, templateId))) throw templateNotFound();
  return viewRow(deps, auth, await updateRow(deps.db, auth.companyId, templateId, { shareTip: shareTip || null }));
}

/** GET /tips: what sharing the pipeline would publish; nothing is written. */
export async function sharePreview(deps: TemplatesDeps, auth: Auth, processId: string): Promise<SharePreview> {
  const { pipeline, content, maskedSecrets } = await sanitised(deps, auth, processId);
  const row = await findRowOfPipeline(deps.db, auth.companyId, pipeline.process_id);
  return {
    process_id: pipeline.process_id,
    template: row ? viewRow(deps, auth, row) : null,
    suggested_title: [...pipeline.title].slice(0, TITLE_MAX).join(''),
    account_needs: templateAccountNeeds(content, validationOf(deps).needsAccount ?? (() => true)),
    variable_needs: templateVariableNeeds(content),
    masked_secrets: maskedSecrets,
  };
}

/** GET /isExists/:id — the pipeline's template, if it was ever shared; unknown and foreign pipelines → 404. */
export async function pipelineTemplate(
  deps: TemplatesDeps,
  auth: Auth,
  processId: string,
): Promise<{ isExists: boolean; template: Template | null }> {
  if (!isIdString(processId) || !(await findPipelineDetail(deps.db, auth, processId))) throw new AppError('NOT_FOUND');
  const row = await findRowOfPipeline(deps.db, auth.companyId, processId);
  return { isExists: row !== null, template: row ? viewRow(deps, auth, row) : null };
}

/** GET /uses: the company's own templates only (a starter is nobody's). */
export async function templateUses(db: Db, auth: Auth, templateId: string, limit: number, offset: number) {
  if (!(await findOwnRow(db, auth.companyId, templateId))) throw templateNotFound();
  return listUses(db, auth.companyId, templateId, limit, offset);
}
