import { ACCEPT_PATH, data } from '@huiliu/contract';
import { AppError } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { getPipeline } from '../dataprocess/service';
import { findAccept, listAccepts, newestAccept, webhookKeyOf } from './accepts';
import { WEBHOOK_LISTEN_MS, webhookAcceptRoutes } from './webhook-accept';

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

  route(app, data.fetch, async (req) => {
    const { process_id } = req.query;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const key = await webhookKeyOf(db, auth.companyId, process_id);
    const path = `${ACCEPT_PATH}/${key}`;
    return { webhook_url: `${publicBase(req)}${path}`, webhook_key: key, accept_path: path };
  });

  route(app, data.acceptList, async (req) => {
    const { process_id, limit, offset } = req.query;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    return listAccepts(db, auth.companyId, process_id, { limit, offset });
  });

  route(app, data.acceptDetail, async (req) => {
    const found = await findAccept(db, authOf(req).companyId, req.query.accept_id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  });

  // the editor keeps this window open while it shows the trigger's sample section
  route(app, data.listen, async (req) => {
    const { process_id } = req.body;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const until = engine.pipelines.listen(process_id, WEBHOOK_LISTEN_MS);
    return { process_id, listening_until: until.toISOString() };
  });

  route(app, data.fetchSample, async (req) => {
    const { process_id } = req.body;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const newest = await newestAccept(db, auth.companyId, process_id);
    if (!newest) throw new AppError('NOT_FOUND', '还没有收到过数据，请先向 Webhook 地址发送一次数据');
    return { sample_data: newest.accept_data, accept_id: newest.accept_id, created_at: newest.created_at };
  });
}
