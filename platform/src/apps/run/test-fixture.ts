import { randomBytes } from 'node:crypto';
import { aPipeline, type AppStep } from '@huiliu/core';
import { beforeAll } from 'vitest';
import { executePipeline } from '../../engine/interpreter';
import type { RunStepRecord } from '../../engine/types';
import { loopbackHttp } from '../../test/engine-fixtures';
import { usePlatform, type SignedUp } from '../../test/harness';
import { AccountStore } from '../accounts';
import { loadCatalogue } from '../catalogue';

/**
 * Tests of catalogue apps: a real platform database (PGlite), a real AccountStore sealing the accounts, two
 * companies, and `run` executing a pipeline of one app step through the engine's interpreter, the guarded
 * client allowing loopback only (as HUILIU_OUTBOUND_ALLOW would).
 */
export function useAppRun() {
  const t = usePlatform('pglite');
  const catalogue = loadCatalogue();
  const fx = {
    t,
    catalogue,
    store: undefined as unknown as AccountStore,
    me: undefined as unknown as SignedUp,
    other: undefined as unknown as SignedUp,
    /** An account of `company` (default: mine) for `appId`. */
    async account(appId: string, accountType: string, data: Record<string, unknown>, company?: SignedUp, name = '测试账户') {
      const row = await fx.store.create({
        companyId: (company ?? fx.me).company_id,
        userId: null,
        app: catalogue.get(appId)!,
        accountType,
        accountName: name,
        data,
      });
      return row.id;
    },
    /** Runs `webhook → the step`, returning the run's result and its recorded steps. */
    async run(step: Partial<AppStep>, trigger: unknown = {}, company?: SignedUp) {
      const records: RunStepRecord[] = [];
      const result = await executePipeline({
        runId: `run-${Math.random().toString(36).slice(2)}`,
        companyId: (company ?? fx.me).company_id,
        processId: 'p1',
        content: aPipeline().withStep('app', step).build(),
        trigger,
        env: {},
        http: loopbackHttp(),
        services: { catalogue, accounts: fx.store.access() },
        recorder: { recordStep: async (r) => void records.push(r) },
        timeZone: 'Asia/Shanghai',
        sleep: async () => undefined,
      });
      return { ...result, step: records.at(-1)! };
    },
  };
  beforeAll(async () => {
    fx.store = new AccountStore(t.db, randomBytes(32), catalogue);
    fx.me = await t.signUp();
    fx.other = await t.signUp();
  });
  return fx;
}
