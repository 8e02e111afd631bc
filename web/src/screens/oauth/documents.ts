import { graphql } from '../../gql';

export const AuthorizeAppMutation = graphql(`
  mutation AuthorizeApp($appId: ID!, $accountName: String, $authData: JSON, $accountId: ID) {
    authorizeApp(appId: $appId, accountName: $accountName, authData: $authData, accountId: $accountId) {
      url
    }
  }
`);

export const AuthorizedAccountQuery = graphql(`
  query AuthorizedAccount($accountId: ID!) {
    authorizedAccount(accountId: $accountId) {
      accountId
      accountName
      appId
      tokenExpiresAt
      refreshedAt
      refreshCount
      statusMessage
    }
  }
`);

export const RefreshAppAccountMutation = graphql(`
  mutation RefreshAppAccount($accountId: ID!) {
    refreshAppAccount(accountId: $accountId) {
      accountId
      accountName
      appId
      tokenExpiresAt
      refreshedAt
      refreshCount
      statusMessage
    }
  }
`);
