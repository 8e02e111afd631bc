import { graphql } from '../../gql';

export const ApiTokensQuery = graphql(`
  query ApiTokens($mine: Boolean, $limit: Int, $offset: Int) {
    apiTokens(mine: $mine, limit: $limit, offset: $offset) {
      total
      items {
        tokenId
        name
        kind
        role
        builtinRole
        roleName
        hint
        rateLimit
        status
        expiresAt
        lastUsedAt
        lastUsedIp
        user {
          userid
          uname
        }
      }
    }
  }
`);

/** The audit list's token filter: every token of the company, by name. */
export const TokenChoicesQuery = graphql(`
  query TokenChoices {
    apiTokens(limit: 100) {
      items {
        tokenId
        name
        hint
      }
    }
  }
`);

export const ApiTokenRolesQuery = graphql(`
  query ApiTokenRoles($userId: ID) {
    apiTokenRoles(userId: $userId) {
      role
      builtinRole
      roleName
      grantable
    }
  }
`);

/** Who a service token may act as: the company's members (100 at most, as the loader's batch). */
export const TokenMembersQuery = graphql(`
  query TokenMembers {
    users(limit: 100) {
      items {
        userid
        uname
        disabled
      }
    }
  }
`);

export const ApiTokenAuditQuery = graphql(`
  query ApiTokenAudit($filter: ApiTokenAuditFilter, $limit: Int, $offset: Int) {
    apiTokenAudit(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        callId
        tokenName
        method
        route
        status
        ip
        createdAt
        user {
          userid
          uname
        }
      }
    }
  }
`);

export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      plainToken
      token {
        tokenId
        name
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($tokenId: ID!) {
    revokeApiToken(tokenId: $tokenId) {
      tokenId
      status
      revokedAt
    }
  }
`);
