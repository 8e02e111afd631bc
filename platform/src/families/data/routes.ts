import { AppError, PAGE_SIZE } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/open';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { ok } from '../../http/envelope';
import { dropEmpty, idString, limitParam, offsetParam, parseInput } from '../../http/validate';
import { getPipeline } from '../dataprocess/service';
import { findAccept, listAccepts, newestAccept, webhookKeyOf } from './accepts';
import { ACCEPT_PATH, WEBHOOK_LISTEN_MS, webhookAcceptRoutes } from './webhook-accept';

const BASE = '/v1/api/data/webhook';

const processIdQuery = z.object({ process_id: idString });
const listQuery = z.object({ process_id: idString, limit: limitParam.default(PAGE_SIZE), offset: offsetParam.default(0) });
const acceptIdQuery = z.object({ accept_id: idString });

/** The public base URL the sender should use: the gateway's, as the pass-through reports it. */
function publicBase(req: FastifyRequest): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(req.headers['x-forwarded-proto']) || req.protocol;
  const host = first(req.headers['x-forwarded-host']) || req.headers.host || 'localhost';
  return `${proto}://${host}`;
}

/** spec §7 Data: webhook/accept (public) and webhook/fetch, accept/list, accept/detail, fetch/sample. */
export function dataRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  webhookAcceptRoutes(app, engine);

  app.get(`${BASE}/fetch`, async (req) => {
    const { process_id } = parseInput(processIdQuery, req.query);
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const key = await webhookKeyOf(db, auth.companyId, process_id);
    const path = `${ACCEPT_PATH}/${key}`;
    return ok({ webhook_url: `${publicBase(req)}${path}`, webhook_key: key, accept_path: path });
  });

  app.get(`${BASE}/accept/list`, async (req) => {
    const { process_id, limit, offset } = parseInput(listQuery, dropEmpty(req.query));
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    return ok(await listAccepts(db, auth.companyId, process_id, { limit, offset }));
  });

  app.get(`${BASE}/accept/detail`, async (req) => {
    const { accept_id } = parseInput(acceptIdQuery, req.query);
    const found = await findAccept(db, authOf(req).companyId, accept_id);
    if (!found) throw new AppError('NOT_FOUND');
    return ok(found);
  });

  // the editor keeps this window open while it shows the trigger's sample section
  app.post(`${BASE}/listen`, async (req) => {
    const { process_id } = parseInput(processIdQuery, req.body);
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const until = engine.pipelines.listen(process_id, WEBHOOK_LISTEN_MS);
    return ok({ process_id, listening_until: until.toISOString() });
  });

  app.post(`${BASE}/fetch/sample`, async (req) => {
    const { process_id } = parseInput(processIdQuery, req.body);
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const newest = await newestAccept(db, auth.companyId, process_id);
    if (!newest) throw new AppError('NOT_FOUND', '还没有收到过数据，请先向 Webhook 地址发送一次数据');
    return ok({ sample_data: newest.accept_data, accept_id: newest.accept_id, created_at: newest.created_at });
  });
}
