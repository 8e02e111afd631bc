import { AppError } from '@huiliu/core';
import { appVendors, type BodyOf } from '@huiliu/contract';
import type { FastifyInstance } from 'fastify';
import type { AccountStore } from '../../apps/accounts';
import { CorpWechatClient } from '../../apps/vendors/corpwechat';
import { doudianSelfToken } from '../../apps/vendors/doudian';
import { meituanPoiIds } from '../../apps/vendors/meituan';
import { VendorError } from '../../apps/vendors/vendor-call';
import type { Db } from '../../db/open';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { authOf } from '../../http/auth';
import { route } from '../../http/route';
import { confirmAccount } from './confirm';
import { generateCallbackSecrets } from './encryption';
import { corpwechatSample } from './samples';

const CORPWECHAT_APP = '2007';

export interface AppVendorsDeps {
  db: Db;
  accounts: AccountStore;
  /** The guarded client (the engine's): vendors are reached like any step's outbound call. */
  http: GuardedHttpClient;
}

/**
 * spec §7 "Other process and application calls" (the vendor account confirmations) and the 企业微信 calls of
 * "App accounts" (issue 11, slice vendors). docs/rest-contract-apps.md "vendors".
 */
export function appVendorsRoutes(app: FastifyInstance, deps: AppVendorsDeps): void {
  const { db, accounts, http } = deps;

  route(app, appVendors.corpWechatConfirm, async (req) => {
    const { account_id, account_name, corpid, corpsecret, agentid } = req.body;
    const auth = authOf(req);
    return confirmAccount(
      { db, accounts },
      {
        companyId: auth.companyId,
        userId: auth.userId,
        appId: CORPWECHAT_APP,
        accountId: account_id,
        accountName: account_name,
        form: { corpid, corpsecret, agentid },
        prove: async (form) => {
          // 企业微信 itself judges corpid and Secret (gettoken) and the AgentId (agent/get)
          const client = new CorpWechatClient({ http }, { corpid: form.corpid!, corpsecret: form.corpsecret!, agentid: form.agentid! });
          const { agent_name } = await client.prove();
          return { data: { ...form, agent_name } };
        },
      },
    );
  });

  route(app, appVendors.meituanConfirm, async (req) => {
    const { account_id, account_name, app_id, app_secret } = req.body;
    const auth = authOf(req);
    return confirmAccount(
      { db, accounts },
      {
        companyId: auth.companyId,
        userId: auth.userId,
        appId: '2008',
        accountId: account_id,
        accountName: account_name,
        form: { app_id, app_secret },
        prove: async (form) => {
          const pois = await meituanPoiIds({ http }, { app_id: form.app_id!, app_secret: form.app_secret! });
          return { data: { ...form, poi_count: pois.length } };
        },
      },
    );
  });

  const doudian = (companyId: string, userId: string, input: BodyOf<typeof appVendors.doudianAuthorizePost>) =>
    confirmAccount(
      { db, accounts },
      {
        companyId,
        userId,
        appId: '2009',
        accountId: input.account_id,
        accountName: input.account_name,
        form: { app_key: input.app_key, app_secret: input.app_secret, shop_id: input.shop_id },
        prove: async (form) => {
          const token = await doudianSelfToken({ http }, { app_key: form.app_key!, app_secret: form.app_secret! }, form.shop_id!);
          const expiresAt = new Date(Date.now() + token.expires_in * 1000);
          return {
            data: {
              ...form,
              shop_name: token.shop_name,
              access_token: token.access_token,
              refresh_token: token.refresh_token,
              expires_at: expiresAt.getTime(),
            },
            tokenExpiresAt: expiresAt,
          };
        },
      },
    );
  route(app, appVendors.doudianAuthorize, async (req) => {
    const auth = authOf(req);
    return doudian(auth.companyId, auth.userId, req.query);
  });
  route(app, appVendors.doudianAuthorizePost, async (req) => {
    const auth = authOf(req);
    return doudian(auth.companyId, auth.userId, req.body);
  });

  /** A 2007 account of the company as a client; its credentials' refusal shows in the account's status. */
  const corpwechat = async (companyId: string, accountId: string) => {
    const row = await accounts.get(companyId, accountId);
    if (row.appId !== CORPWECHAT_APP) throw new AppError('BAD_REQUEST', '该账户不是企业微信自建应用的账户');
    const data = accounts.open(row);
    const client = new CorpWechatClient(
      { http },
      { corpid: String(data.corpid), corpsecret: String(data.corpsecret), agentid: String(data.agentid) },
    );
    return async <T>(use: (c: CorpWechatClient) => Promise<T>): Promise<T> => {
      try {
        return await use(client);
      } catch (err) {
        if (err instanceof VendorError && [40001, 40013, 60020].includes(Number(err.vendorCode))) {
          await accounts.setStatus(companyId, accountId, { ok: false, message: err.message });
        }
        throw err;
      }
    };
  };

  route(app, appVendors.xkDepartments, async (req) => {
    const auth = authOf(req);
    const use = await corpwechat(auth.companyId, req.query.account_id);
    const list = await use((c) => c.departments(req.query.id));
    return { list: list.map((d) => ({ id: Number(d.id), name: String(d.name), parentid: Number(d.parentid ?? 0) })) };
  });

  route(app, appVendors.xkUsers, async (req) => {
    const auth = authOf(req);
    const use = await corpwechat(auth.companyId, req.query.account_id);
    const list = await use((c) => c.users(req.query.department_id));
    return { list: list.map((u) => ({ userid: String(u.userid), name: String(u.name), department: (u.department ?? []).map(Number) })) };
  });

  route(app, appVendors.xkSample, async (req) => corpwechatSample(req.query.msgtype));

  route(app, appVendors.corpwechatOpenid, async (req) => {
    const auth = authOf(req);
    const use = await corpwechat(auth.companyId, req.query.account_id);
    const openid = await use((c) => c.openidOf(req.query.external_userid));
    return { external_userid: req.query.external_userid, openid };
  });

  route(app, appVendors.generateEncryption, async (req) => {
    authOf(req);
    return generateCallbackSecrets();
  });
}
