import { processEdit } from '@huiliu/contract';
import { AppError, ERRORS, allSteps, parsePipelineContent } from '@huiliu/core';
import type { Catalogue } from '../../apps/catalogue';
import { assertAppsUsable } from '../../apps/open/usable';
import { validationOf } from '../../apps/validation';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { PipelineChanged } from '../dataprocess/routes';
import { getPipeline, getPipelineDetail, updatePipelineFields } from '../dataprocess/service';
import { findSettings, listSampleDisplays, saveSampleDisplay, saveSettings } from './repository';

/** spec §7 "Other process and application calls": settings/edit, content/edit, display/in/sample. */
export function processRoutes(app: FastifyInstance, db: Db, onChange: PipelineChanged, catalogue?: Catalogue): void {
  route(app, processEdit.settings, async (req) => {
    const { process_id } = req.query;
    const settings = await findSettings(db, authOf(req).companyId, process_id);
    if (!settings) throw new AppError('NOT_FOUND');
    return { process_id, ...settings };
  });

  route(app, processEdit.settingsEdit, async (req) => {
    const { process_id, ...changes } = req.body;
    const { companyId } = authOf(req);
    const current = await findSettings(db, companyId, process_id);
    if (!current) throw new AppError('NOT_FOUND');
    const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
    await saveSettings(db, companyId, process_id, next);
    // the engine caches pipelines with their settings: the next run must see these
    await onChange(process_id);
    return { process_id, ...next };
  });

  route(app, processEdit.contentEdit, async (req) => {
    const { process_id, content, version_remark } = req.body;
    // strict first: content/edit sends only steps, so it is held to what the engine can run, with the reason
    const strict = parsePipelineContent(typeof content === 'string' ? content : JSON.stringify(content));
    if (!strict.ok) throw new AppError('CONTENT_INVALID', `${ERRORS.CONTENT_INVALID.msg}：${strict.reason}`);
    const auth = authOf(req);
    assertAppsUsable(catalogue, auth.companyId, strict.content);
    const saved = await updatePipelineFields(db, auth, { process_id, content, version_remark }, catalogue && validationOf(catalogue, auth.companyId));
    await onChange(process_id);
    return saved;
  });

  route(app, processEdit.displayInSample, async (req) => {
    const { process_id, step_uuid, fields } = req.body;
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(db, auth, process_id);
    const parsed = parsePipelineContent(pipeline.content);
    if (!parsed.ok || !allSteps(parsed.content).some((s) => s.uuid === step_uuid)) throw new AppError('STEP_NOT_FOUND');
    return saveSampleDisplay(db, auth.companyId, process_id, step_uuid, [...new Set(fields)]);
  });

  route(app, processEdit.displayInSampleList, async (req) => {
    const { process_id } = req.query;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    return { list: await listSampleDisplays(db, auth.companyId, process_id) };
  });
}
