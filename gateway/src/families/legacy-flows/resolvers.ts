import { legacyFlows } from '@huiliu/contract';
import type { LegacyStepInput, Resolvers } from '../../generated/resolvers-types';
import type { RestLegacyFlow } from '../../rest';

/** A step in the spelling of spec §3 Legacy flow: AppsId, apptype, condition, Name (and the account it uses). */
function legacyStep(step: LegacyStepInput): Record<string, unknown> {
  return {
    AppsId: step.appsId,
    apptype: step.apptype,
    ...(step.condition !== undefined && step.condition !== null ? { condition: step.condition } : {}),
    ...(step.name ? { Name: step.name } : {}),
    ...(step.accountId ? { account_id: step.accountId } : {}),
  };
}

/** Legacy flows (spec §7 addflowstep1–3, docs/rest-contract.md "Legacy flows"): its spellings and its query flowid. */
export const legacyFlowsResolvers: Resolvers = {
  Mutation: {
    // call 1 names the flow; a trigger given here is its app, action, settings and account (its title is the action's)
    addLegacyFlow: (_parent, { name, trigger }, { upstream }) =>
      upstream.post<RestLegacyFlow>(legacyFlows.step1.path, { ...(trigger ? legacyStep({ ...trigger, name: null }) : {}), Name: name }),
    setLegacyFlowTrigger: (_parent, { flowid, step }, { upstream }) =>
      upstream.post<RestLegacyFlow>(legacyFlows.step2.path, legacyStep(step), { flowid }),
    addLegacyFlowAction: (_parent, { flowid, step }, { upstream }) =>
      upstream.post<RestLegacyFlow>(legacyFlows.step3.path, legacyStep(step), { flowid }),
  },
  LegacyFlow: {
    flowid: (f) => f.Flowid,
    name: (f) => f.Name,
    appsId: (f) => f.AppsId,
    stepCount: (f) => f.step_count,
  },
};
