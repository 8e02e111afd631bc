import { graphql } from '../../gql';

export const InviteLinkQuery = graphql(`
  query InviteLink($token: String!) {
    inviteLink(token: $token) {
      status
      usable
      companyName
      builtinRole
      roleName
      email
      expiresAt
    }
  }
`);

export const AcceptInviteMutation = graphql(`
  mutation AcceptInvite($input: AcceptInviteInput!) {
    acceptInvite(input: $input) {
      userid
      companyId
    }
  }
`);
