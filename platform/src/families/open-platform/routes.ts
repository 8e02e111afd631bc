import { openPlatform } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import * as developer from './developer';
import * as service from './service';
import { testAction } from './test-console';
import { egressAddresses } from '../../http/egress';

/** The open platform (issue 14): developer calls and the spec's calls, docs/rest-contract-open-platform.md. */
export function openPlatformRoutes(app: FastifyInstance, deps: service.OpenPlatformDeps): void {
  route(app, openPlatform.devList, async (req) => developer.listApps(deps, authOf(req)));
  route(app, openPlatform.devApp, async (req) => developer.getApp(deps, authOf(req), req.query.app_id));
  route(app, openPlatform.devCreate, async (req) => developer.createApp(deps, authOf(req), req.body));
  route(app, openPlatform.devVersionSave, async (req) => developer.saveVersion(deps, authOf(req), req.body));
  route(app, openPlatform.devVersionPublish, async (req) => developer.publishVersion(deps, authOf(req), req.body));
  route(app, openPlatform.devVersionRollback, async (req) => developer.rollbackVersion(deps, authOf(req), req.body));
  route(app, openPlatform.devState, async (req) => developer.setState(deps, authOf(req), req.body));

  route(app, openPlatform.alllist, async (req) => service.alllist(deps, authOf(req), req.query.account_on ?? req.body?.account_on));
  route(app, openPlatform.getActionsByApp, async (req) => service.actionsByApp(deps, authOf(req), req.query));
  route(app, openPlatform.getAccountByApp, async (req) => service.accountsByApp(deps, authOf(req), req.query.app_id));
  route(app, openPlatform.getAccountAuthByApp, async (req) => service.accountAuth(deps, authOf(req), req.query.account_id, req.query.app_id));
  route(app, openPlatform.addAccount, async (req) => service.addAccount(deps, authOf(req), req.body));
  route(app, openPlatform.getFieldDefinitions, async (req) => service.fieldDefinitions(deps, authOf(req), req.body.data));
  route(app, openPlatform.testActions, async (req) => testAction(deps, authOf(req), req.body));
  route(app, openPlatform.flatten, async (req) => service.flattenSample(deps, authOf(req), req.body));
  route(app, openPlatform.modelValue, async (req) => service.modelValue(deps, authOf(req), req.body));
  route(app, openPlatform.modelData, async (req) => service.modelData(deps, authOf(req), req.body));
  route(app, openPlatform.checkActionFields, async (req) => service.checkActionFields(deps, authOf(req), req.query));
  route(app, openPlatform.accountRefresh, async (req) => service.refreshAccount(deps, authOf(req), req.body.account_id));
  route(app, openPlatform.accounton, async (req) => service.accountOn(deps, authOf(req), req.query.app_id));
  route(app, openPlatform.getAccountAuth, async (req) => service.accountAuth(deps, authOf(req), req.query.account_id));
  route(app, openPlatform.ipWhiteList, async () => egressAddresses());
  route(app, openPlatform.getAppByAccount, async (req) => service.appsWithAccounts(deps, authOf(req), req.query.company_id));
  route(app, openPlatform.accountTestByApp, async (req) => service.testAccount(deps, authOf(req), req.query.account_id, req.query.app_id));
  route(app, openPlatform.accountList, async (req) => service.accountList(deps, authOf(req), req.query));
  route(app, openPlatform.accountDelete, async (req) => service.deleteAccount(deps, authOf(req), req.query));
  route(app, openPlatform.accountUpdate, async (req) => service.updateAccount(deps, authOf(req), req.body));
}
