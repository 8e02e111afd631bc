import { graphql } from '../../gql';

/** /developer: the company's own open apps. */
export const OpenAppsQuery = graphql(`
  query OpenApps {
    openApps {
      appId
      name
      nameEn
      icon
      classType
      visibility
      state
      publishedVersion
      updatedAt
    }
  }
`);

/** /developer/apps/:appId: the app with every version and its definition (the editor, versions and console). */
export const OpenAppQuery = graphql(`
  query OpenApp($appId: ID!) {
    openApp(appId: $appId) {
      appId
      name
      nameEn
      icon
      classType
      visibility
      state
      publishedVersion
      updatedAt
      versions {
        appId
        version
        status
        note
        definition
        createdAt
        updatedAt
        publishedAt
        creator {
          userid
          uname
        }
      }
    }
  }
`);

export const CreateOpenAppMutation = graphql(`
  mutation CreateOpenApp($input: CreateOpenAppInput!) {
    createOpenApp(input: $input) {
      appId
    }
  }
`);

export const SaveOpenAppVersionMutation = graphql(`
  mutation SaveOpenAppVersion($appId: ID!, $version: String!, $definition: JSON!, $note: String) {
    saveOpenAppVersion(appId: $appId, version: $version, definition: $definition, note: $note) {
      appId
      version
      status
      note
      definition
      updatedAt
    }
  }
`);

export const PublishOpenAppVersionMutation = graphql(`
  mutation PublishOpenAppVersion($appId: ID!, $version: String!) {
    publishOpenAppVersion(appId: $appId, version: $version) {
      appId
      publishedVersion
      state
      versions {
        appId
        version
        status
        publishedAt
      }
    }
  }
`);

export const RollbackOpenAppMutation = graphql(`
  mutation RollbackOpenApp($appId: ID!, $version: String!) {
    rollbackOpenApp(appId: $appId, version: $version) {
      appId
      publishedVersion
      versions {
        appId
        version
        status
      }
    }
  }
`);

export const SetOpenAppStateMutation = graphql(`
  mutation SetOpenAppState($appId: ID!, $state: Int, $visibility: OpenAppVisibility) {
    setOpenAppState(appId: $appId, state: $state, visibility: $visibility) {
      appId
      state
      visibility
    }
  }
`);

/** The console's account choice: the company's accounts of this app. */
export const OpenAppAccountsQuery = graphql(`
  query OpenAppAccounts($appId: ID!) {
    openAppAccounts(appId: $appId) {
      accountId
      accountName
      status
    }
  }
`);

export const AddOpenAppAccountMutation = graphql(`
  mutation AddOpenAppAccount($appId: ID!, $authData: JSON!, $accountType: String, $accountName: String) {
    addOpenAppAccount(appId: $appId, authData: $authData, accountType: $accountType, accountName: $accountName) {
      tested
      account {
        accountId
        accountName
        status
      }
    }
  }
`);

export const TestOpenAppActionMutation = graphql(`
  mutation TestOpenAppAction($input: TestOpenAppActionInput!) {
    testOpenAppAction(input: $input) {
      appId
      actionId
      version
      sent
      ok
      durationMs
      request {
        url
        method
        headers
        body
      }
      response {
        status
        headers
        body
      }
      error {
        code
        message
      }
    }
  }
`);
