import { graphql } from '../../gql';

export const MembersQuery = graphql(`
  query Members($filter: MemberFilter, $limit: Int, $offset: Int) {
    members(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        userid
        uname
        email
        role
        builtinRole
        roleName
        disabled
        lastLoginAt
      }
    }
  }
`);

export const CompanyRolesQuery = graphql(`
  query CompanyRoles {
    companyRoles {
      roleId
      builtinRole
      name
      description
      builtin
      permissions
      memberCount
    }
  }
`);

export const UpdateUserProductRolesMutation = graphql(`
  mutation UpdateUserProductRoles($userId: ID!, $roles: [ProductRoleInput!]!) {
    updateUserProductRoles(userId: $userId, roles: $roles) {
      userId
      roles {
        product
        role
        builtinRole
        roleName
      }
    }
  }
`);

export const SetUserDisabledMutation = graphql(`
  mutation SetUserDisabled($userId: ID!, $disabled: Boolean!) {
    setUserDisabled(userId: $userId, disabled: $disabled) {
      userid
      disabled
    }
  }
`);

export const CreateRoleMutation = graphql(`
  mutation CreateRole($input: CreateRoleInput!) {
    createRole(input: $input) {
      roleId
    }
  }
`);

export const SaveRolePermissionsMutation = graphql(`
  mutation SaveRolePermissions($input: SaveRoleInput!) {
    saveRolePermissions(input: $input) {
      roleId
      name
      description
      permissions
    }
  }
`);

export const DeleteRoleMutation = graphql(`
  mutation DeleteRole($roleId: ID!) {
    deleteRole(roleId: $roleId)
  }
`);

export const InvitesQuery = graphql(`
  query Invites($status: InviteStatus, $limit: Int, $offset: Int) {
    invites(status: $status, limit: $limit, offset: $offset) {
      total
      items {
        inviteId
        role
        builtinRole
        roleName
        email
        status
        expiresAt
        createdAt
        inviter {
          userid
          uname
        }
        acceptedBy {
          userid
          uname
        }
      }
    }
  }
`);

export const CreateInviteMutation = graphql(`
  mutation CreateInvite($input: CreateInviteInput!) {
    createInvite(input: $input) {
      link
      invite {
        inviteId
        status
      }
    }
  }
`);

export const SetInviteStatusMutation = graphql(`
  mutation SetInviteStatus($inviteId: ID!, $active: Boolean!) {
    setInviteStatus(inviteId: $inviteId, active: $active) {
      inviteId
      status
    }
  }
`);
