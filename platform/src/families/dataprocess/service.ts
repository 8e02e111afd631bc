import type { Pipeline, PipelineDetail, PipelineVersion } from '@huiliu/contract';
import {
  AppError,
  ERRORS,
  PIPELINE_STATUS,
  allSteps,
  appIdsOf,
  cutTitle,
  parseContent,
  planLimits,
  type PipelineStatus,
  BUILTIN_VALIDATION_CONTEXT,
  type StepValidationContext,
} from '@huiliu/core';
import type { Db } from '../../db/open';
import type { Auth } from '../user/sessions';
import {
  countEnabled,
  findPipeline,
  findPipelineDetail,
  insertPipeline,
  insertVersion,
  lockCompany,
  lockPipeline,
  setFavourite,
  softDeletePipeline,
  updatePipeline,
  type PipelinePatch,
} from './repository';
import { findVersion } from './versions';
import { assertPublishable } from './check';

/** The title a pipeline gets when created without one. */
const UNTITLED = '未命名流程';

/**
 * Content as stored: validated with core's parseContent (else CONTENT_INVALID), its app ids and step
 * count derived, and the plan's step limit enforced (spec §1 plan limits → 3004) before anything is written.
 */
function prepareContent(raw: string | unknown[] | undefined, plan: string) {
  const parsed = parseContent(raw);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${parsed.reason}`);
  const stepCount = allSteps(parsed.steps).length;
  if (stepCount > planLimits(plan).maxStepsPerPipeline) throw new AppError('PLAN_STEP_LIMIT');
  // Text is kept byte for byte so long ids inside survive (spec §5); arrays arrive with them already quoted.
  const content = typeof raw === 'string' && raw.trim() !== '' ? raw : JSON.stringify(parsed.steps);
  return { content, appIds: appIdsOf(parsed.steps), stepCount };
}

/** spec §5: a title wider than 280 units is cut on save, never refused. */
const saveTitle = (title: string) => cutTitle(title);

async function detailOrThrow(db: Db, auth: Auth, processId: string): Promise<PipelineDetail> {
  const found = await findPipelineDetail(db, auth, processId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function getPipeline(db: Db, auth: Auth, processId: string): Promise<Pipeline> {
  const found = await findPipeline(db, auth, processId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export const getPipelineDetail = detailOrThrow;

export interface NewPipelineInput {
  title?: string | undefined;
  content?: string | unknown[] | undefined;
  data_process?: string | undefined;
  template_id?: string | undefined;
  create_channels?: number | undefined;
  process_type?: number | undefined;
}

/** Work that commits or fails with a new pipeline, inside its transaction (a template's use row, issue 12). */
export type WithinCreate = (tx: Db, processId: string) => Promise<void>;

/** A pipeline and its first version, in one transaction (with `within`'s writes). */
async function create(db: Db, auth: Auth, input: NewPipelineInput, remark: string | null, within?: WithinCreate): Promise<string> {
  const prepared = prepareContent(input.content, auth.plan);
  return db.transaction(async (tx) => {
    const id = await insertPipeline(tx, {
      companyId: auth.companyId,
      creatorId: auth.userId,
      title: saveTitle(input.title?.trim() || UNTITLED),
      ...prepared,
      dataProcess: input.data_process,
      templateId: input.template_id,
      createChannels: input.create_channels,
      processType: input.process_type,
    });
    const versionId = await insertVersion(tx, {
      companyId: auth.companyId,
      processId: id,
      content: prepared.content,
      remark,
      creatorId: auth.userId,
    });
    await updatePipeline(tx, auth.companyId, id, { versionId });
    await within?.(tx, id);
    return id;
  });
}

export async function addPipeline(db: Db, auth: Auth, input: NewPipelineInput, within?: WithinCreate): Promise<PipelineDetail> {
  return detailOrThrow(db, auth, await create(db, auth, input, null, within));
}

/** The copy is off, unshared, titled '副本' + the original (spec §4 copy naming). */
export async function copyPipeline(db: Db, auth: Auth, processId: string): Promise<PipelineDetail> {
  const source = await detailOrThrow(db, auth, processId);
  const id = await create(
    db,
    auth,
    {
      title: `副本${source.title}`,
      content: source.content,
      ...(source.data_process !== null ? { data_process: source.data_process } : {}),
      ...(source.template_id !== null ? { template_id: source.template_id } : {}),
      ...(source.create_channels !== null ? { create_channels: source.create_channels } : {}),
      ...(source.process_type !== null ? { process_type: source.process_type } : {}),
    },
    null,
  );
  return detailOrThrow(db, auth, id);
}

export interface UpdateInput {
  process_id: string;
  title?: string | undefined;
  content?: string | unknown[] | undefined;
  data_process?: string | undefined;
  version_remark?: string | undefined;
}

/** Title, data_process and content in one transaction; a changed content becomes a new version. */
export async function updatePipelineFields(
  db: Db,
  auth: Auth,
  input: UpdateInput,
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): Promise<PipelineDetail> {
  const prepared = input.content === undefined ? undefined : prepareContent(input.content, auth.plan);
  await db.transaction(async (tx) => {
    const current = await lockPipeline(tx, auth.companyId, input.process_id);
    if (!current) throw new AppError('NOT_FOUND');
    const patch: PipelinePatch = {};
    if (input.title !== undefined) patch.title = saveTitle(input.title.trim() || UNTITLED);
    if (input.data_process !== undefined) patch.dataProcess = input.data_process;
    if (prepared && prepared.content !== current.content) {
      if (current.status === PIPELINE_STATUS.ON)
        assertPublishable({ title: current.title, content: prepared.content }, auth.plan, 'saveWhileOn', validation);
      const versionId = await insertVersion(tx, {
        companyId: auth.companyId,
        processId: input.process_id,
        content: prepared.content,
        remark: input.version_remark ?? null,
        creatorId: auth.userId,
      });
      Object.assign(patch, { content: prepared.content, appIds: prepared.appIds, stepCount: prepared.stepCount, versionId });
    }
    await updatePipeline(tx, auth.companyId, input.process_id, patch);
  });
  return detailOrThrow(db, auth, input.process_id);
}

export async function renamePipeline(db: Db, auth: Auth, processId: string, title: string): Promise<Pipeline> {
  await getPipeline(db, auth, processId);
  await updatePipeline(db, auth.companyId, processId, { title: saveTitle(title.trim() || UNTITLED) });
  return getPipeline(db, auth, processId);
}

/** spec §4: one status call switches a pipeline on (1) or off (0); switching on obeys the plan (3001). */
export async function setStatus(
  db: Db,
  auth: Auth,
  processId: string,
  status: PipelineStatus,
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): Promise<Pipeline> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, auth.companyId);
    const current = await lockPipeline(tx, auth.companyId, processId);
    if (!current) throw new AppError('NOT_FOUND');
    // spec §4–§5: problems block publishing (a draft with problems may still be saved while off)
    if (status === PIPELINE_STATUS.ON) assertPublishable(current, auth.plan, 'enable', validation);
    if (status === PIPELINE_STATUS.ON && current.status !== PIPELINE_STATUS.ON) {
      const enabled = await countEnabled(tx, auth.companyId, processId);
      if (enabled >= planLimits(auth.plan).maxEnabledPipelines) throw new AppError('PLAN_ENABLED_LIMIT');
    }
    await updatePipeline(tx, auth.companyId, processId, { status });
  });
  return getPipeline(db, auth, processId);
}

export async function deletePipeline(db: Db, auth: Auth, processId: string): Promise<{ process_id: string }> {
  if (!(await softDeletePipeline(db, auth.companyId, processId))) throw new AppError('NOT_FOUND');
  return { process_id: processId };
}

export async function setCollected(db: Db, auth: Auth, processId: string, on: boolean): Promise<Pipeline> {
  await getPipeline(db, auth, processId);
  await setFavourite(db, auth, processId, on);
  return getPipeline(db, auth, processId);
}

/** Restores an earlier version's content as a new version (history is never rewritten). */
export async function reuseVersion(
  db: Db,
  auth: Auth,
  processId: string,
  versionId: string,
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): Promise<PipelineDetail> {
  await db.transaction(async (tx) => {
    const current = await lockPipeline(tx, auth.companyId, processId);
    if (!current) throw new AppError('NOT_FOUND');
    const version = await findVersion(tx, auth.companyId, processId, versionId);
    if (!version) throw new AppError('VERSION_NOT_FOUND');
    const prepared = prepareContent(version.content, auth.plan);
    if (current.status === PIPELINE_STATUS.ON)
      assertPublishable({ title: current.title, content: prepared.content }, auth.plan, 'saveWhileOn', validation);
    const newVersionId = await insertVersion(tx, {
      companyId: auth.companyId,
      processId,
      content: prepared.content,
      remark: `恢复自版本 ${version.version_no}`,
      creatorId: auth.userId,
    });
    await updatePipeline(tx, auth.companyId, processId, { ...prepared, versionId: newVersionId });
  });
  return detailOrThrow(db, auth, processId);
}

/** A named checkpoint of the given (or current) content, which becomes the current version. */
export async function checkpointVersion(
  db: Db,
  auth: Auth,
  input: { process_id: string; version_remark: string; content?: string | unknown[] | undefined },
  validation: StepValidationContext = BUILTIN_VALIDATION_CONTEXT,
): Promise<PipelineVersion> {
  const versionId = await db.transaction(async (tx) => {
    const current = await lockPipeline(tx, auth.companyId, input.process_id);
    if (!current) throw new AppError('NOT_FOUND');
    const prepared = prepareContent(input.content ?? current.content, auth.plan);
    if (current.status === PIPELINE_STATUS.ON && prepared.content !== current.content) {
      assertPublishable({ title: current.title, content: prepared.content }, auth.plan, 'saveWhileOn', validation);
    }
    const id = await insertVersion(tx, {
      companyId: auth.companyId,
      processId: input.process_id,
      content: prepared.content,
      remark: input.version_remark,
      creatorId: auth.userId,
    });
    await updatePipeline(tx, auth.companyId, input.process_id, { ...prepared, versionId: id });
    return id;
  });
  const version = await findVersion(db, auth.companyId, input.process_id, versionId);
  if (!version) throw new AppError('INTERNAL');
  const { content: _content, ...rest } = version;
  return rest;
}
