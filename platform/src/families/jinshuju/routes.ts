import { AppError, isNewEntryTrigger, JINSHUJU_APP_ID, jinshujuFormOf, parsePipelineContent, type AppStep } from '@huiliu/core';
import { jinshuju as calls, JINSHUJU_PUSH_PATH } from '@huiliu/contract';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setDataPush } from '../../apps/jinshuju/client';
import { pipelines } from '../../db/schema';
import { webhookKeys } from '../../db/schema-engine';
import type { Engine } from '../../engine/service';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { webhookKeyOf } from '../data/accepts';
import { publicBase } from '../data/routes';
import { getPipelineDetail } from '../dataprocess/service';
import type { Auth } from '../user/sessions';
import { jinshujuPushRoute } from './push';
import * as service from './service';

/** The 「新表单数据」 trigger of a pipeline's content, when it has one. */
function jinshujuTrigger(content: string): AppStep | undefined {
  const parsed = parsePipelineContent(content);
  const trigger = parsed.ok ? parsed.content[0] : undefined;
  return isNewEntryTrigger(trigger) ? trigger : undefined;
}

/** A pipeline's push address on the public port (the pipeline's webhook key, made on first use). */
async function pushUrl(deps: service.JinshujuDeps, req: FastifyRequest, companyId: string, processId: string): Promise<string> {
  return `${publicBase(req)}${JINSHUJU_PUSH_PATH}/${await webhookKeyOf(deps.db, companyId, processId)}`;
}

/**
 * The company's live pipelines triggered by this form (one read of those that use 金数据 at all: the app_ids index),
 * each with its push address: the webhook key read in the same query, made only for a pipeline that has none yet.
 */
async function pipelinesOfForm(deps: service.JinshujuDeps, req: FastifyRequest, auth: Auth, formToken: string) {
  const rows = await deps.db
    .select({ id: pipelines.id, title: pipelines.title, status: pipelines.status, content: pipelines.content, key: webhookKeys.key })
    .from(pipelines)
    .leftJoin(webhookKeys, eq(webhookKeys.processId, pipelines.id))
    .where(and(eq(pipelines.companyId, auth.companyId), isNull(pipelines.deletedAt), arrayContains(pipelines.appIds, [JINSHUJU_APP_ID])));
  const using = rows.filter((r) => {
    const trigger = jinshujuTrigger(r.content);
    return !!trigger && jinshujuFormOf(trigger) === formToken;
  });
  return Promise.all(
    using.map(async (r) => ({
      process_id: r.id,
      title: r.title,
      status: r.status,
      push_url: `${publicBase(req)}${JINSHUJU_PUSH_PATH}/${r.key ?? (await webhookKeyOf(deps.db, auth.companyId, r.id))}`,
    })),
  );
}

/** spec §7 Data "Form service" under /v1/api/data/jinshuju (docs/rest-contract-jinshuju.md), and 金数据's push. */
export function jinshujuRoutes(app: FastifyInstance, deps: service.JinshujuDeps, engine: Engine): void {
  jinshujuPushRoute(app, engine);

  route(app, calls.account, async (req) => service.accounts(deps, authOf(req)));
  route(app, calls.authInfo, async (req) => service.authInfo(deps, authOf(req), req.query));
  route(app, calls.auth, async (req) => service.authorize(deps, authOf(req), req.body));
  route(app, calls.key, async (req) => service.setKey(deps, authOf(req), req.body));
  route(app, calls.formSelect, async (req) => service.forms(deps, authOf(req), req.query));
  route(app, calls.formDetail, async (req) => {
    const auth = authOf(req);
    const detail = await service.form(deps, auth, req.query);
    return { ...detail, pipelines: await pipelinesOfForm(deps, req, auth, req.query.jsj_form_token) };
  });
  route(app, calls.add, async (req) => service.add(deps, authOf(req), req.body));

  route(app, calls.connectPush, async (req) => {
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(deps.db, auth, req.body.process_id);
    const trigger = jinshujuTrigger(pipeline.content);
    const form = trigger ? jinshujuFormOf(trigger) : '';
    if (!trigger || !form || !trigger.account_id) throw new AppError('BAD_REQUEST', '该流程的触发步骤不是选好表单和账户的金数据「新表单数据」');
    const url = await pushUrl(deps, req, auth.companyId, pipeline.process_id);
    const c = await service.connectionOf(deps, auth.companyId, String(trigger.account_id));
    try {
      await setDataPush(c, form, url);
    } catch (err) {
      await service.refusal(deps, c, err);
    }
    return { process_id: pipeline.process_id, form_token: form, push_url: url };
  });
}
