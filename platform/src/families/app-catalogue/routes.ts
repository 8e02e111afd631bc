import { AppError, flattenSteps, lookupAppId, parsePipelineContent, validateStep } from '@huiliu/core';
import { catalogueValidation } from '../../apps/validation';
import { appCatalogue } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { Catalogue } from '../../apps/catalogue';
import { toAppInfo, toFieldInfo } from '../../apps/app-info';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { getPipelineDetail } from '../dataprocess/service';
import { suggestMappings } from './match';
import { accountIdsOf, accountStates, addAppRequest, appUsage, listAppRequests, usedAppIds } from './repository';
import { searchRoute } from './search-route';
import { appsByClass, listApps } from './views';
import { configuredEgressIps } from '../../http/egress';

/** spec §7 Process apps: the catalogue's calls (docs/rest-contract-apps.md "catalogue") and the search service. */
export function appCatalogueRoutes(app: FastifyInstance, db: Db, catalogue: Catalogue): void {
  // offline apps (spec §4 state 2) are not listed, but pipelines that use them still read their forms;
  // an open app (issue 14) only for a company that may see it
  const known = (appId: string, companyId: string) => {
    const found = catalogue.get(appId, companyId);
    if (!found) throw new AppError('NOT_FOUND', '应用不存在或已下线');
    return found;
  };

  route(app, appCatalogue.list, async (req) => {
    const list = listApps(catalogue, req.query, authOf(req).companyId);
    return { list, total: list.length };
  });

  route(app, appCatalogue.batch, async (req) => {
    const companyId = authOf(req).companyId;
    const found = new Map(req.query.ids.flatMap((id) => catalogue.get(id, companyId) ?? []).map((a) => [a.app_id, a]));
    return { list: [...found.values()].map(toAppInfo) };
  });

  route(app, appCatalogue.action, async (req) => {
    const { app_id, action_type } = req.query;
    const found = known(app_id, authOf(req).companyId);
    // spec §3 App step action_type: '1' trigger, '2' action
    const actions = found.actions.filter((a) => action_type === undefined || (a.kind === 'action') === (action_type === '2'));
    return { list: toAppInfo({ ...found, actions }).actions };
  });

  route(app, appCatalogue.class, async (req) => ({
    list: appsByClass(catalogue, authOf(req).companyId).map((g) => ({ class_type: g.class_type, count: g.apps.length })),
  }));

  route(app, appCatalogue.appClass, async (req) => ({
    list: appsByClass(catalogue, authOf(req).companyId).map((g) => ({ class_type: g.class_type, apps: g.apps.map(toAppInfo) })),
  }));

  route(app, appCatalogue.appClassInfo, async (req) => {
    const group = appsByClass(catalogue, authOf(req).companyId).find((g) => g.class_type === req.query.class_type);
    if (!group) throw new AppError('NOT_FOUND', '应用分类不存在');
    return { class_type: group.class_type, apps: group.apps.map(toAppInfo) };
  });

  route(app, appCatalogue.companyUsed, async (req) => {
    const companyId = authOf(req).companyId;
    const ids = new Set((await usedAppIds(db, companyId)).map(lookupAppId));
    return {
      list: [...ids]
        .flatMap((id) => catalogue.get(id, companyId) ?? [])
        .sort((a, b) => Number(a.app_id) - Number(b.app_id))
        .map(toAppInfo),
    };
  });

  route(app, appCatalogue.match, async (req) => {
    const { process_id, step_uuid } = req.query;
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(db, auth, process_id);
    const parsed = parsePipelineContent(pipeline.content);
    const step = parsed.ok ? flattenSteps(parsed.content).find((s) => s.uuid === step_uuid) : undefined;
    if (!parsed.ok || !step) throw new AppError('STEP_NOT_FOUND');
    const fields = catalogue.action(step.app_id, step.action_id, auth.companyId)?.fields ?? [];
    return { list: suggestMappings(parsed.content, step_uuid, fields) ?? [] };
  });

  route(app, appCatalogue.checkSteps, async (req) => {
    const auth = authOf(req);
    const pipeline = await getPipelineDetail(db, auth, req.query.process_id);
    const parsed = parsePipelineContent(pipeline.content);
    if (!parsed.ok) throw new AppError('BAD_REQUEST', `流程内容无法解析：${parsed.reason}`);
    const states = await accountStates(db, auth.companyId, accountIdsOf(pipeline.content));
    const steps = flattenSteps(parsed.content);
    const list = steps.map((step, i) => ({
      uuid: step.uuid,
      step_number: i + 1,
      app_id: step.app_id,
      action_id: step.action_id,
      outcomes: validateStep(step, {
        ...catalogueValidation(catalogue, auth.companyId),
        // spec §4: a deleted or foreign account failed
        accountState: (accountId) => (states.get(accountId) === 'ok' ? 'ok' : states.get(accountId) === 'unknown' ? undefined : 'failed'),
      }),
    }));
    return { list };
  });

  route(app, appCatalogue.statistics, async (req) => {
    const companyId = authOf(req).companyId;
    const usage = await appUsage(db, companyId);
    const list = [...usage]
      .map(([appId, u]) => ({ appId: lookupAppId(appId), ...u }))
      .flatMap(({ appId, process_num, run_num }) => {
        const found = catalogue.get(appId, companyId);
        return found ? [{ app_id: found.app_id, app_name: found.name, app_name_en: found.en.name, process_num, run_num }] : [];
      })
      .sort((a, b) => b.run_num - a.run_num || b.process_num - a.process_num || Number(a.app_id) - Number(b.app_id));
    return { list };
  });

  route(app, appCatalogue.nfiled, async (req) => {
    const { app_id, action_id } = req.body;
    const found = known(app_id, authOf(req).companyId);
    const action = found.actions.find((a) => a.action_id === action_id);
    if (!action) throw new AppError('NOT_FOUND', '动作不存在');
    return { app_id: found.app_id, action_id, fields: action.fields.map((f) => toFieldInfo(f, found.en)) };
  });

  route(app, appCatalogue.notJoint, async (req) => {
    const auth = authOf(req);
    return addAppRequest(db, auth.companyId, auth.userId, req.body);
  });

  route(app, appCatalogue.notJointList, async (req) => ({ list: await listAppRequests(db, authOf(req).companyId) }));

  route(app, appCatalogue.ipWhite, async () => {
    const ips = configuredEgressIps();
    return { ips, note: ips.length > 0 ? null : '平台未配置出口 IP（HUILIU_EGRESS_IPS），请联系管理员获取需要加入白名单的地址' };
  });

  searchRoute(app, db, catalogue);
}
