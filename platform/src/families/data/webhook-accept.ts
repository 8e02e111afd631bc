import { AppError, PIPELINE_STATUS, WEBHOOK_APP_ID, lookupAppId, newId, type AppStep } from '@huiliu/core';
// the family is called `data` in the contract; here `data` is the delivery's trigger data
import { data as dataCalls, type ReplyOf } from '@huiliu/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_LIMIT } from '../../http/boundary';
import { route } from '../../http/route';
import type { Engine } from '../../engine/service';
import { timeoutReply } from '../../engine/sync-reply';
import { parseBody, redactedHeaders, triggerData, type Delivery } from './webhook-payload';

/** How long one `webhook/listen` keeps an off pipeline's webhook recording samples. */
export const WEBHOOK_LISTEN_MS = 5 * 60_000;

function queryWithoutSecrets(query: unknown): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries((query ?? {}) as Record<string, string | string[]>)) if (k !== 'key' && k !== 'token') out[k] = v;
  return out;
}

type Accepted = ReplyOf<typeof dataCalls.accept>;

async function accept(engine: Engine, key: string, req: FastifyRequest, reply: FastifyReply): Promise<Accepted | FastifyReply> {
  // a number, not a timer object: nothing allocated per delivery for the latency metric
  const started = performance.now();
  const info = await engine.pipelines.byKey(key);
  const trigger: AppStep | undefined = info?.steps?.[0];
  if (!info || !trigger || lookupAppId(trigger.app_id) !== WEBHOOK_APP_ID) throw new AppError('WEBHOOK_NOT_FOUND');
  // an off pipeline answers 403, unless its editor is waiting for a sample (webhook/listen)
  const sampleOnly = info.status !== PIPELINE_STATUS.ON;
  if (sampleOnly && !engine.pipelines.isListening(info.processId)) throw new AppError('PIPELINE_OFF');

  const delivery: Delivery = {
    method: req.method,
    contentType: req.headers['content-type'] ?? '',
    query: queryWithoutSecrets(req.query),
    headers: req.headers,
    body: Buffer.isBuffer(req.body) ? req.body : undefined,
  };
  const body = parseBody(delivery);
  if (!body.ok) throw new AppError('MALFORMED_JSON', body.reason);
  const data = triggerData(trigger.action_id, delivery, body.data);
  const acceptId = newId();
  const row = {
    id: acceptId,
    companyId: info.companyId,
    processId: info.processId,
    runId: null as string | null,
    method: req.method,
    contentType: delivery.contentType || null,
    query: new URLSearchParams(delivery.query as Record<string, string>).toString(),
    headers: JSON.stringify(redactedHeaders(req.headers)),
    acceptData: JSON.stringify(data),
    size: delivery.body?.length ?? 0,
  };
  if (sampleOnly) {
    await engine.writer.insertAccept(row);
    engine.observer.webhookAccepted('sample', performance.now() - started);
    return { accept_id: acceptId, log_id: null, sample_only: true };
  }
  const run = await engine.prepare({ pipeline: info, triggerType: 'webhook', triggerData: data, acceptId });
  row.runId = run.id;

  if (!info.syncReply) {
    // DESIGN §4: the sender hears back only once the accept and its queued run are committed
    await engine.submit(run, row);
    engine.observer.webhookAccepted('async', performance.now() - started);
    return { accept_id: acceptId, log_id: run.id };
  }
  // listen before the run starts, so a fast run cannot reply to nobody
  const waiting = engine.syncReplies.waitFor(run.id, engine.syncTimeoutMs);
  await engine.startForCaller(run, row);
  const answer = (await waiting) ?? timeoutReply(run);
  engine.observer.webhookAccepted('sync', performance.now() - started);
  return reply.status(answer.status).headers(answer.headers).send(answer.body);
}

/**
 * spec §7 Data: GET and POST webhook/accept, with the key in the query (`?key=`) or the path. Public:
 * the key is the secret. Any body type is read here as bytes (the app-wide parser takes JSON only).
 */
export function webhookAcceptRoutes(app: FastifyInstance, engine: Engine): void {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_req, body, done) => done(null, body));
    const config = { keepsNul: true };
    const byQuery = async (req: FastifyRequest, reply: FastifyReply) => {
      const key = (req.query as Record<string, unknown>).key;
      return accept(engine, typeof key === 'string' ? key : '', req, reply);
    };
    const byPath = async (req: FastifyRequest, reply: FastifyReply) => accept(engine, (req.params as { key: string }).key, req, reply);
    route(scope, dataCalls.acceptByGet, byQuery, { config });
    route(scope, dataCalls.accept, byQuery, { config });
    route(scope, dataCalls.acceptByKeyGet, byPath, { config });
    route(scope, dataCalls.acceptByKey, byPath, { config });
  });
}
