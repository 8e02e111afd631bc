import type { Resolvers } from '../../generated/resolvers-types';
import type { RestStepTest, RestTriggerSample } from '../../rest';
import { contentOfSteps } from '../../steps';

const APP = '/v1/api/process/app';

/** Single step tests and the custom action forward (docs/rest-contract-engine.md "Single step tests"). */
export const processAppResolvers: Resolvers = {
  Query: {
    triggerSample: (_parent, { processId }, { upstream }) => upstream.get<RestTriggerSample>(`${APP}/first/match`, { process_id: processId }),
  },
  Mutation: {
    testStep: (_parent, { input }, { upstream }) =>
      upstream.post<RestStepTest>(`${APP}/steps`, {
        process_id: input.processId ?? undefined,
        content: contentOfSteps(input.steps),
        step_uuid: input.stepUuid,
        trigger_data: input.triggerData ?? undefined,
        isend: input.send === false ? 0 : 1,
      }),
    forwardCustomAction: (_parent, { input }, { upstream }) =>
      upstream.post<RestStepTest>('/v1/api/process/customaction/forward', {
        fields: input.fields,
        action_id: input.actionId ?? undefined,
        isend: input.send === false ? 0 : 1,
        no_flatten: input.noFlatten ? 1 : 0,
      }),
  },
  StepTestResult: {
    durationMs: (r) => r.duration_ms,
    flattenData: (r) => r.flatten_data ?? null,
  },
  TriggerSample: {
    sampleData: (s) => s.sample_data,
    acceptId: (s) => s.accept_id,
    createdAt: (s) => s.created_at,
  },
};
