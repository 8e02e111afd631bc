import { graphql } from '../gql';

/** issue 14: the partner's origins of a page configuration, asked before any token (the dynamic-show mode waits for `ready`). */
export const EmbedPolicyQuery = graphql(`
  query EmbedPolicy($cfgId: ID!) {
    embedPolicy(cfgId: $cfgId) {
      domains
    }
  }
`);

export const EmbedSessionQuery = graphql(`
  query EmbedSession {
    embedSession {
      userId
      companyId
      page {
        cfgId
        hiddenNav
        screens
        appIds
        landing
      }
    }
  }
`);
