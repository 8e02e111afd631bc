import { randomUUID } from 'node:crypto';
import { AppError, addLegacyAction, legacyParams, lookupAppId, parsePipelineContent, setLegacyTrigger, type LegacyStep } from '@huiliu/core';
import { legacyFlows, type ReplyOf } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountStore } from '../../apps/accounts';
import type { Catalogue } from '../../apps/catalogue';
import { assertAppsUsable } from '../../apps/open/usable';
import { validationOf } from '../../apps/validation';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import type { PipelineChanged } from '../dataprocess/routes';
import { addPipeline, getPipelineDetail, updatePipelineFields } from '../dataprocess/service';
import type { Auth } from '../user/sessions';

export interface LegacyFlowDeps {
  db: Db;
  catalogue: Catalogue;
  accounts: AccountStore;
  onChange: PipelineChanged;
}

interface StepFields {
  AppsId: string;
  apptype: string;
  condition?: string | Record<string, unknown> | undefined;
  Name?: string | undefined;
  account_id?: string | undefined;
}

/**
 * A legacy step as the catalogue judges it: the app and action exist for the company, a trigger step names a trigger
 * and an action step an action, and an account given is the company's own of that app (else the same 4004 as unknown).
 */
async function legacyStep(deps: LegacyFlowDeps, auth: Auth, fields: StepFields, as: 'trigger' | 'action'): Promise<LegacyStep> {
  const app = deps.catalogue.get(fields.AppsId, auth.companyId);
  if (!app) throw new AppError('NOT_FOUND', `应用 ${fields.AppsId} 不存在`);
  const action = app.actions.find((a) => a.action_id === fields.apptype);
  if (!action) throw new AppError('NOT_FOUND', `应用「${app.name}」没有动作 ${fields.apptype}`);
  const isTrigger = action.kind !== 'action';
  if (as === 'trigger' && !isTrigger)
    throw new AppError('BAD_REQUEST', `「${app.name} · ${action.name}」不是触发动作，不能用作 addflowstep2 的触发步骤`);
  if (as === 'action' && isTrigger) throw new AppError('BAD_REQUEST', `「${app.name} · ${action.name}」是触发动作，addflowstep3 只能添加执行动作`);
  if (fields.account_id) {
    const row = await deps.accounts.get(auth.companyId, fields.account_id);
    if (row.appId !== lookupAppId(app.app_id)) throw new AppError('NOT_FOUND', '账户不存在或已删除');
  }
  return {
    appId: app.app_id,
    actionId: action.action_id,
    params: legacyParams(fields.condition),
    accountId: fields.account_id,
    // the editor names a new step after its action; so do these calls, in the product's language
    title: fields.Name || action.name,
  };
}

function flowOf(detail: { process_id: string; title: string; content: string }): ReplyOf<typeof legacyFlows.step1> {
  const parsed = parsePipelineContent(detail.content);
  const steps = parsed.ok ? parsed.content : [];
  return {
    Flowid: detail.process_id,
    Name: detail.title,
    AppsId: steps.map((s) => s.app_id),
    apptype: steps[0]?.action_id || null,
    step_count: steps.length,
  };
}

/** One legacy edit of a flow's content, saved as the editor's save is (a new version; checked if the flow is on). */
async function edit(
  deps: LegacyFlowDeps,
  auth: Auth,
  flowId: string,
  change: (content: ReturnType<typeof setLegacyTrigger>) => ReturnType<typeof setLegacyTrigger>,
) {
  const detail = await getPipelineDetail(deps.db, auth, flowId);
  const parsed = parsePipelineContent(detail.content);
  if (!parsed.ok) throw new AppError('CONTENT_INVALID');
  const content = JSON.stringify(change(parsed.content));
  assertAppsUsable(deps.catalogue, auth.companyId, content);
  const saved = await updatePipelineFields(deps.db, auth, { process_id: flowId, content }, validationOf(deps.catalogue, auth.companyId));
  await deps.onChange(flowId);
  return flowOf(saved);
}

/** spec §7 Flows `POST /addflowstep1`, `/addflowstep2`, `/addflowstep3` (docs/rest-contract.md "Legacy flows"). */
export function legacyFlowRoutes(app: FastifyInstance, deps: LegacyFlowDeps): void {
  const uuid = () => randomUUID();

  route(app, legacyFlows.step1, async (req) => {
    const auth = authOf(req);
    const { Name, AppsId, apptype, condition, account_id } = req.body;
    // a trigger named here is judged before anything is written: a bad one leaves no empty flow behind
    const trigger = AppsId && apptype ? await legacyStep(deps, auth, { AppsId, apptype, condition, account_id }, 'trigger') : undefined;
    const content = trigger ? setLegacyTrigger([], trigger, uuid) : [];
    const created = await addPipeline(deps.db, auth, { title: Name, content: JSON.stringify(content) });
    await deps.onChange(created.process_id);
    return flowOf(created);
  });

  route(app, legacyFlows.step2, async (req) => {
    const auth = authOf(req);
    const step = await legacyStep(deps, auth, req.body, 'trigger');
    return edit(deps, auth, req.query.flowid, (content) => setLegacyTrigger(content, step, uuid));
  });

  route(app, legacyFlows.step3, async (req) => {
    const auth = authOf(req);
    const step = await legacyStep(deps, auth, req.body, 'action');
    return edit(deps, auth, req.query.flowid, (content) => addLegacyAction(content, step, uuid));
  });
}
