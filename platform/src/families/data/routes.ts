import { validationOf } from '../../apps/validation';
import { ACCEPT_PATH, data } from '@huiliu/contract';
import { AppError, expandKeywords } from '@huiliu/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/open';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { checkPipeline } from '../dataprocess/check';
import { pipelineDetailsByIds } from '../dataprocess/repository';
import { getPipeline } from '../dataprocess/service';
import type { Auth } from '../user/sessions';
import { findAccept, listAccepts, newestAccept, webhookKeyOf } from './accepts';
import { WEBHOOK_LISTEN_MS, webhookAcceptRoutes } from './webhook-accept';

/** The public base URL the sender should use: the gateway's, as the pass-through reports it. */
export function publicBase(req: FastifyRequest): string {
  const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.split(',')[0]?.trim();
  const proto = first(req.headers['x-forwarded-proto']) || req.protocol;
  const host = first(req.headers['x-forwarded-host']) || req.headers.host || 'localhost';
  return `${proto}://${host}`;
}

/** spec §7 Data: webhook/accept (public) and webhook/fetch, accept/list, accept/detail, fetch/sample. */
export function dataRoutes(app: FastifyInstance, db: Db, engine: Engine): void {
  const validation = validationOf(engine.deps.services.catalogue);
  webhookAcceptRoutes(app, engine);

  route(app, data.fetch, async (req) => {
    const { process_id } = req.query;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const key = await webhookKeyOf(db, auth.companyId, process_id);
    const path = `${ACCEPT_PATH}/${key}`;
    return { webhook_url: `${publicBase(req)}${path}`, webhook_key: key, accept_path: path };
  });

  const acceptList = async (auth: Auth, { process_id, limit, offset }: { process_id: string; limit: number; offset: number }) => {
    await getPipeline(db, auth, process_id);
    return listAccepts(db, auth.companyId, process_id, { limit, offset });
  };
  route(app, data.acceptList, async (req) => acceptList(authOf(req), req.query));
  route(app, data.acceptListByPost, async (req) => acceptList(authOf(req), req.body));

  const acceptDetail = async (auth: Auth, acceptId: string) => {
    const found = await findAccept(db, auth.companyId, acceptId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  };
  route(app, data.acceptDetail, async (req) => acceptDetail(authOf(req), req.query.accept_id));
  route(app, data.acceptDetailByPost, async (req) => acceptDetail(authOf(req), req.body.accept_id));

  // the editor keeps this window open while it shows the trigger's sample section
  route(app, data.listen, async (req) => {
    const { process_id } = req.body;
    const auth = authOf(req);
    await getPipeline(db, auth, process_id);
    const until = await engine.listenForSample(process_id, WEBHOOK_LISTEN_MS);
    return { process_id, listening_until: until.toISOString() };
  });

  const fetchSample = async (auth: Auth, processId: string) => {
    await getPipeline(db, auth, processId);
    const newest = await newestAccept(db, auth.companyId, processId);
    if (!newest) throw new AppError('NOT_FOUND', '还没有收到过数据，请先向 Webhook 地址发送一次数据');
    return { sample_data: newest.accept_data, accept_id: newest.accept_id, created_at: newest.created_at };
  };
  route(app, data.fetchSample, async (req) => fetchSample(authOf(req), req.body.process_id));
  route(app, data.fetchSampleByPost, async (req) => fetchSample(authOf(req), req.body.process_id));

  // the catalogue is the same for every company; the call still needs a session like every data call
  route(app, data.expand, async (req) => expandKeywords(req.query.keywords));

  // the same judgement as dataprocess/check/flow, for a list page's worth of pipelines in one call
  route(app, data.checkDagStatus, async (req) => {
    const auth = authOf(req);
    const found = await pipelineDetailsByIds(db, auth, req.query.process_ids);
    const byId = new Map(found.map((p) => [p.process_id, p]));
    const list = [...new Set(req.query.process_ids)].flatMap((id) => {
      const pipeline = byId.get(id);
      if (!pipeline) return [];
      const problems = checkPipeline(pipeline, auth.plan, validation);
      return [{ process_id: id, isDagExist: pipeline.isDagExist, ok: problems.length === 0, problems }];
    });
    return { list };
  });
}
