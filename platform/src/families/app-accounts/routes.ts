import { appAccounts, processAppAccounts } from '@huiliu/contract';
import { ERRORS, UI_MESSAGES } from '@huiliu/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toAccountInfos } from '../../apps/account-info';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import * as service from './service';

/** A success in the spec's own words ('删除成功', '修改成功') instead of the generic '成功'. */
function say(reply: FastifyReply, msg: string, data: unknown): FastifyReply {
  return reply.send({ code: ERRORS.OK.code, msg, data });
}

/** spec §7 "App accounts" and the account calls of "Process apps" (docs/rest-contract-apps.md "accounts"). */
export function appAccountRoutes(app: FastifyInstance, deps: service.AccountDeps): void {
  const { db, accounts } = deps;

  route(app, appAccounts.delete, async (req, reply) => say(reply, UI_MESSAGES.DELETED, await service.deleteAccount(deps, authOf(req), req.query)));

  route(app, appAccounts.accountAdd, async (req) => service.accountAddForms(deps, authOf(req).companyId, req.query));

  route(app, appAccounts.connection, async (req) => ({
    list: await toAccountInfos(db, accounts, await accounts.ofApps(authOf(req).companyId, req.query.app_id)),
  }));

  route(app, appAccounts.list, async (req) => {
    const { rows, total } = await accounts.page(authOf(req).companyId, {
      appId: req.query.app_id,
      keyword: req.query.keyword,
      limit: req.query.limit,
      offset: req.query.offset,
    });
    return { list: await toAccountInfos(db, accounts, rows), total };
  });

  route(app, appAccounts.update, async (req, reply) => {
    const auth = authOf(req);
    await service.updateAuth(deps, auth, req.body.account_id, req.body.auth_data);
    const [info] = await toAccountInfos(db, accounts, [await accounts.get(auth.companyId, req.body.account_id)]);
    return say(reply, UI_MESSAGES.RENAMED, info);
  });

  route(app, appAccounts.updatename, async (req, reply) => say(reply, UI_MESSAGES.RENAMED, await service.renameAccount(deps, authOf(req), req.body)));

  route(app, appAccounts.batch, async (req) => ({
    list: await toAccountInfos(db, accounts, await accounts.byIds(authOf(req).companyId, req.query.ids)),
  }));

  route(app, processAppAccounts.account, async (req) => ({
    list: await toAccountInfos(db, accounts, await accounts.ofApps(authOf(req).companyId, [req.query.app_id])),
  }));

  route(app, processAppAccounts.accounton, async (req) => service.accountsOn(deps, authOf(req)));

  route(app, processAppAccounts.needAccount, async (req) => service.needAccount(deps, authOf(req).companyId, req.query));

  route(app, processAppAccounts.getAccountAuth, async (req) => service.accountAuth(deps, authOf(req), req.query.account_id));

  route(app, processAppAccounts.addAccount, async (req) => service.addAccount(deps, authOf(req), req.body));

  route(app, processAppAccounts.updateAccount, async (req, reply) =>
    say(reply, UI_MESSAGES.RENAMED, await service.updateAccount(deps, authOf(req), req.body)),
  );
}
