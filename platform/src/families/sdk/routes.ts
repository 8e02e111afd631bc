import type { Scheduler } from '../../runtime/types';
import { sdk } from '@huiliu/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Catalogue, OpenAppDirectory } from '../../apps/catalogue';
import type { Db } from '../../db/open';
import { authOf } from '../../http/auth';
import type { GuardedHttpClient } from '../../http/guarded-client';
import { route } from '../../http/route';
import type { BillingDeps } from '../billing/deps';
import { companyFee } from '../billing/fee';
import { quotas } from '../billing/usage';
import { linkOrigin, requestOrigin } from '../invite/link';
import { OpenAppPartnerActions, runAction } from './actions';
import { embedPolicy, getPageCfg, getUserinfo, jjyApps, loginInfo, userToken } from './embed';
import type { SdkCompanyLinks } from './company-links';
import { SdkGate, type Partner } from './gate';
import { deletePageConfig, listPageConfigs, savePageConfig } from './pages';
import { ownPartner, partnerRowOf, rotateSecret, savePartner, toPartner } from './partners';
import { companyOf, createCompany, createUser, modifyUser, partnerCompanies, queryUser, toSdkCompany } from './people';
import { keepScheduled } from '../../runtime/fixed-jobs';

export interface SdkDeps {
  db: Db;
  secretKey: Buffer;
  catalogue: Catalogue;
  http: GuardedHttpClient;
  billing: BillingDeps;
  /** The open platform's directory: partner actions are published as versions of the partner's own app. */
  directory: OpenAppDirectory;
  /** Which partner made which company (the open platform's directory reads it); told of every company linked. */
  links?: SdkCompanyLinks;
  /** The engine's scheduler: expired nonces and corp_tokens are swept on it. */
  scheduler: Scheduler;
}

/** How often nonces and corp_tokens past their time are dropped. */
const SWEEP_MS = 10 * 60_000;
const SWEEP_JOB = 'sdk-sweep';

function partnerOf(req: FastifyRequest): Partner {
  if (!req.sdkPartner) throw new Error('SDK route without its gate');
  return req.sdkPartner;
}

/** The SDK family (issue 14), docs/rest-contract-sdk.md: signed partner calls, the embedded UI's session, administration. */
export function sdkRoutes(app: FastifyInstance, deps: SdkDeps): void {
  const { db, secretKey } = deps;
  const gate = new SdkGate(db, secretKey);
  const actions = new OpenAppPartnerActions({ db, directory: deps.directory, catalogue: deps.catalogue });
  app.decorateRequest('sdkPartner', null);
  const signed = { preValidation: gate.hook(false) };
  const withToken = { preValidation: gate.hook(true) };
  // on the engine's scheduler, not a timer of its own: with several processes the sweep runs once per tick
  keepScheduled(app, deps.scheduler, SWEEP_JOB, { intervalMs: SWEEP_MS }, () =>
    gate.sweep().catch((err: unknown) => app.log.error({ err }, 'SDK sweep failed')),
  );

  // ── signed partner calls ──
  route(app, sdk.corpToken, async (req) => gate.issueCorpToken(partnerOf(req).id), signed);
  route(
    app,
    sdk.createCompany,
    async (req) => {
      const made = await createCompany(db, partnerOf(req), req.body.company_identification, req.body.company_name);
      // the partner's private apps are usable by the new company from its first request
      await deps.links?.changed(made.company_id);
      return made;
    },
    withToken,
  );
  route(app, sdk.createUser, async (req) => createUser(db, partnerOf(req), req.body), withToken);
  route(app, sdk.queryUser, async (req) => queryUser(db, partnerOf(req), req.body.company_identification, req.body.user_identify), withToken);
  route(app, sdk.modifyUser, async (req) => modifyUser(db, partnerOf(req), req.body), withToken);
  route(app, sdk.userToken, async (req) => userToken(db, partnerOf(req), req.body, linkOrigin(undefined, requestOrigin(req))), withToken);
  route(app, sdk.getUserinfo, async (req) => getUserinfo(db, partnerOf(req), req.body.user_token), withToken);
  route(
    app,
    sdk.queryBalance,
    async (req) => {
      const company = await companyOf(db, partnerOf(req), req.body.company_identification);
      return {
        company_id: company.companyId,
        company_identification: company.identification,
        fee: await companyFee(deps.billing, company.companyId),
      };
    },
    withToken,
  );
  route(
    app,
    sdk.queryCompanyQuota,
    async (req) => {
      const company = await companyOf(db, partnerOf(req), req.body.company_identification);
      return { company_id: company.companyId, company_identification: company.identification, quotas: await quotas(deps.billing, company.companyId) };
    },
    withToken,
  );
  route(
    app,
    sdk.queryCompanyBalance,
    async (req) => {
      const { rows, total } = await partnerCompanies(db, partnerOf(req).id, req.body, 'oldest');
      const list = [];
      for (const c of rows) list.push({ ...toSdkCompany(c), fee: await companyFee(deps.billing, c.companyId) });
      return { list, total };
    },
    withToken,
  );
  route(app, sdk.getPageCfg, async (req) => getPageCfg(db, partnerOf(req), req.body.cfg_id, req.body.domain), withToken);
  route(app, sdk.actionAdd, async (req) => actions.add(partnerOf(req), req.body), withToken);
  route(app, sdk.actionUpdate, async (req) => actions.update(partnerOf(req), req.body.action_id, req.body), withToken);
  route(app, sdk.actionGet, async (req) => ({ list: await actions.list(partnerOf(req), req.query.action_id) }), withToken);
  route(app, sdk.actionRun, async (req) => runAction(db, actions, deps.http, partnerOf(req), req.body), withToken);

  // ── the embedded UI ──
  route(app, sdk.loginInfo, async (req) => loginInfo(db, authOf(req)));
  route(app, sdk.jjyApp, async (req) => jjyApps(db, deps.catalogue, authOf(req), req.query));
  route(app, sdk.embedPolicy, async (req) => embedPolicy(db, req.query.cfg_id));

  // ── the partner's administration (developer) ──
  route(app, sdk.adminPartner, async (req) => {
    const row = await partnerRowOf(db, authOf(req).companyId);
    return { partner: row ? toPartner(row) : null };
  });
  route(app, sdk.adminPartnerSave, async (req) => savePartner(db, secretKey, authOf(req), req.body));
  route(app, sdk.adminPartnerSecret, async (req) => rotateSecret(db, secretKey, authOf(req)));
  route(app, sdk.adminPageCfgs, async (req) => listPageConfigs(db, authOf(req)));
  route(app, sdk.adminPageCfgSave, async (req) => savePageConfig(db, authOf(req), req.body));
  route(app, sdk.adminPageCfgDelete, async (req) => deletePageConfig(db, authOf(req), req.body.cfg_id));
  route(app, sdk.adminCompanies, async (req) => {
    const partner = await ownPartner(db, authOf(req));
    const { rows, total } = await partnerCompanies(db, partner.id, req.query);
    return { list: rows.map(toSdkCompany), total };
  });
}
