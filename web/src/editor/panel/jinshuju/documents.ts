import { graphql } from '../../../gql';

/** The newest entries of the trigger's form through its account (REST process/app model/value, 金数据's lister). */
export const JinshujuSampleQuery = graphql(`
  query JinshujuSample($accountId: ID!, $input: JSON!) {
    appSampleData(appId: "2012", actionId: "new_entry", accountId: $accountId, input: $input, noFlatten: true) {
      list
    }
  }
`);
