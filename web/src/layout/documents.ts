import { graphql } from '../gql';

export const MeQuery = graphql(`
  query Me {
    me {
      userid
      companyId
      uname
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
