import type { Resolvers } from '../../generated/resolvers-types';
import { stepsOfContent } from '../../steps';

/** AI (issue 12; docs/rest-contract-ai.md): the calls are plain table entries, the draft's steps typed here. */
export const aiResolvers: Resolvers = {
  AiDraft: {
    // REST gives the spec's content text; GraphQL never carries it (architecture "The typed pipeline in GraphQL")
    steps: (draft) => stepsOfContent(draft.content),
  },
};
