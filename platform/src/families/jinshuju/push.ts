import { AppError, isNewEntryTrigger, jinshujuFormOf, JINSHUJU_APP_ID, PIPELINE_STATUS, newId, type AppStep } from '@huiliu/core';
import { jinshuju as calls, type ReplyOf } from '@huiliu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TRIGGER_CLAIMS } from '../../apps/polling/claims';
import { runs, webhookAccepts } from '../../db/schema-engine';
import type { PipelineInfo } from '../../engine/pipelines';
import { toInsert, type Engine } from '../../engine/service';
import { BODY_LIMIT } from '../../http/boundary';
import { refuseNul } from '../../http/nul';
import { route } from '../../http/route';
import { parseBody, redactedHeaders } from '../data/webhook-payload';

type Pushed = ReplyOf<typeof calls.push>;
const claims = TRIGGER_CLAIMS[JINSHUJU_APP_ID]!;
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The pipeline a push address names, when its trigger is 「新表单数据」 — else the same 4350 for every other case. */
async function pipelineOf(engine: Engine, key: string): Promise<{ info: PipelineInfo; trigger: AppStep }> {
  const info = await engine.pipelines.byKey(key);
  const trigger = info?.steps?.[0];
  if (!info || !isNewEntryTrigger(trigger)) {
    throw new AppError('JINSHUJU_PUSH_NOT_FOUND');
  }
  return { info, trigger };
}

/** 金数据's push body (`{ form, form_name, entry: { serial_number, … } }`), or 4352 (4002 for U+0000 in it). */
function pushOf(req: FastifyRequest): { form: string; entry: Record<string, unknown> & { serial_number: unknown } } {
  const body = Buffer.isBuffer(req.body) ? req.body : undefined;
  const parsed = parseBody({ method: 'POST', contentType: req.headers['content-type'] ?? 'application/json', query: {}, headers: req.headers, body });
  const data = parsed.ok ? parsed.data : undefined;
  // an entry is stored as escaped JSON, but its values reach runs and later steps' text: refused as at every route
  refuseNul(data, '请求体');
  const entry = isRecord(data) ? data.entry : undefined;
  if (!isRecord(data) || typeof data.form !== 'string' || !isRecord(entry) || entry.serial_number === undefined || entry.serial_number === null) {
    throw new AppError('JINSHUJU_PUSH_INVALID');
  }
  return { form: data.form, entry: entry as Record<string, unknown> & { serial_number: unknown } };
}

/**
 * 金数据's data push into a pipeline (issue 17): the address names the pipeline by its webhook key, the push names its
 * form — one that is not the trigger's form is refused (4351), as are an unknown address (4350) and a body that is
 * not a push (4352), and none of them is stored. An accepted entry is claimed, its run queued and the delivery kept
 * in one transaction; an entry the pipeline already took (by an earlier push or by a poll) is acknowledged so 金数据
 * stops retrying, and starts nothing.
 */
async function accept(engine: Engine, key: string, req: FastifyRequest): Promise<Pushed> {
  const push = pushOf(req);
  const { info, trigger } = await pipelineOf(engine, key);
  if (push.form !== jinshujuFormOf(trigger)) throw new AppError('JINSHUJU_FORM_MISMATCH');
  const serial = String(push.entry.serial_number);
  const row = {
    id: newId(),
    companyId: info.companyId,
    processId: info.processId,
    runId: null as string | null,
    method: 'POST',
    contentType: req.headers['content-type'] ?? null,
    query: '',
    headers: JSON.stringify(redactedHeaders(req.headers)),
    acceptData: JSON.stringify(push.entry),
    size: Buffer.isBuffer(req.body) ? req.body.length : 0,
  };
  if (info.status !== PIPELINE_STATUS.ON) {
    // an off pipeline answers 403, unless its editor is waiting for a sample
    if (!engine.pipelines.isListening(info.processId)) throw new AppError('PIPELINE_OFF');
    await engine.writer.insertAccept(row);
    return { accepted: false, duplicate: false, log_id: null, accept_id: row.id, sample_only: true };
  }
  const claimKey = { companyId: info.companyId, processId: info.processId, step: trigger };
  const duplicate: Pushed = { accepted: false, duplicate: true, log_id: null, accept_id: null };
  // the common case of a second hearing (金数据 retried, or a poll got there first) costs no run quota
  if ((await claims.taken(engine.db, claimKey, [serial])).has(serial)) return duplicate;
  const run = await engine.prepare({ pipeline: info, triggerType: 'webhook', triggerData: push.entry, acceptId: row.id });
  row.runId = run.id;
  const claimed = await engine.db.transaction(async (tx) => {
    const mine = await claims.claim(tx, claimKey, [{ id: serial, runId: run.id }], 'push');
    if (!mine.has(serial)) return false;
    await tx.insert(webhookAccepts).values(row);
    await tx.insert(runs).values(toInsert(run));
    return true;
  });
  if (!claimed) return duplicate;
  await engine.handOver(run);
  return { accepted: true, duplicate: false, log_id: run.id, accept_id: row.id };
}

/** POST /v1/api/data/jinshuju/push/:key — public: the key is the secret, as for webhook/accept. */
export function jinshujuPushRoute(app: FastifyInstance, engine: Engine): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    route(scope, calls.push, async (req) => accept(engine, (req.params as { key: string }).key, req));
  });
}
