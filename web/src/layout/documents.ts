import { graphql } from '../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      userid
      companyId
      uname
      role
      builtinRole
      roleName
      permissions
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
