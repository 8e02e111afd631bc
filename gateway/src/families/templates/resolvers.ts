import { dataprocess, templates } from '@huiliu/contract';
import { ERRORS } from '@huiliu/core';
import { GraphQLError } from 'graphql';
import type { CreateFromTemplateInput, Resolvers, TemplateInputInput } from '../../generated/resolvers-types';
import type { RestPipeline, RestTemplate } from '../../rest';
import { toRest, type RestInput } from '../../rest-names';
import { inPath } from '../../route-resolvers';
import { stepsOfContent } from '../../steps';

/** spec §3 names the visibility `visible`. */
const SHARE_RENAMES = { visibility: 'visible' };

/** The simplified creation's fields as REST spells them (toRest leaves values inside lists as they are). */
function restInputs(inputs: readonly TemplateInputInput[] | null | undefined) {
  return inputs?.map(({ stepUuid, key, label, help, required }) => ({
    step_uuid: stepUuid,
    key,
    label,
    ...(help ? { help } : {}),
    required: required ?? true,
  }));
}

/** A share or update input as the REST body: renamed, switches as 0/1, inputs in snake_case. */
function shareBody(input: { inputs?: readonly TemplateInputInput[] | null } & object): RestInput {
  const { inputs, ...rest } = input;
  return { ...toRest(rest, SHARE_RENAMES), ...(inputs ? { inputs: restInputs(inputs) } : {}) };
}

const badInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: ERRORS.BAD_REQUEST.gql, upstreamCode: ERRORS.BAD_REQUEST.code } });

/** The choices' lists as POST /dataprocess/add's objects (step uuid → account id; step uuid → key → value). */
function fromTemplateBody({ accounts, values, ...rest }: CreateFromTemplateInput): RestInput {
  const byStep: Record<string, string> = {};
  for (const { stepUuid, accountId } of accounts ?? []) {
    // two accounts for one step is a mistake to show, not a choice to make for the person
    if (stepUuid in byStep) throw badInput(`步骤 ${stepUuid} 选了两个账户`);
    byStep[stepUuid] = accountId;
  }
  const filled: Record<string, Record<string, unknown>> = {};
  for (const { stepUuid, key, value } of values ?? []) {
    const step = (filled[stepUuid] ??= {});
    if (key in step) throw badInput(`步骤 ${stepUuid} 的字段 ${key} 填了两次`);
    step[key] = value ?? null;
  }
  return { ...toRest(rest), ...(accounts ? { accounts: byStep } : {}), ...(values ? { values: filled } : {}) };
}

/** Templates and sharing (issue 12): the fields that add something to their REST call (routes.ts names the rest). */
export const templatesResolvers: Resolvers = {
  Mutation: {
    sharePipeline: (_parent, { input }, { upstream }) => upstream.post<RestTemplate>(templates.create.path, shareBody(input)),
    updateTemplate: (_parent, { templateId, input }, { upstream }) => {
      const { path, input: body } = inPath(templates.update.path, { id: templateId, ...shareBody(input) });
      return upstream.put<RestTemplate>(path, body);
    },
    createPipelineFromTemplate: (_parent, { input }, { upstream }) => upstream.post<RestPipeline>(dataprocess.add.path, fromTemplateBody(input)),
  },
  Template: {
    visibility: (t) => t.visible,
    steps: (t) => stepsOfContent(t.content),
    // names from the catalogue through the app loader (one batch call for the page), as Pipeline.apps
    apps: (t, _args, { loaders }) =>
      Promise.all(t.app_ids.map(async (appId) => ({ appId, appName: (await loaders.app.load(appId))?.app_name ?? appId }))),
  },
};
