import { graphql } from '../../gql';

/**
 * What every field carries, at any depth. Codegen inlines it into the documents that spread it.
 * @public
 */
export const AppFieldLeafParts = graphql(`
  fragment AppFieldLeafParts on AppField {
    key
    kind
    label
    labelEn
    help
    helpEn
    placeholder
    required
    secret
    mappable
    default
    dynamic
    dependsOn
    options {
      value
      label
      labelEn
    }
  }
`);

/**
 * One field of a form (an action's or an auth method's), one level of children: enough for every catalogue app
 * (GraphQL fragments cannot recurse).
 * @public
 */
export const AppFieldParts = graphql(`
  fragment AppFieldParts on AppField {
    ...AppFieldLeafParts
    children {
      ...AppFieldLeafParts
    }
  }
`);

/**
 * An account as the app page, the edit form and the vendor confirmations read it (inlined by codegen).
 * @public
 */
export const AppAccountParts = graphql(`
  fragment AppAccountParts on AppAccount {
    accountId
    accountName
    accountType
    appId
    processNum
    userName
    status
    statusMessage
    checkedAt
    tokenExpiresAt
    refreshedAt
    refreshCount
    authData
    pipelines {
      processId
      title
    }
    createdAt
    updatedAt
  }
`);

/** /app-manage and the editor's entrance: every listed app with its classes; accounts only to count them. */
export const AppCatalogueQuery = graphql(`
  query AppCatalogue {
    apps {
      appId
      appName
      appNameEn
      definitionId
      description
      descriptionEn
      icon
      classType
      appState
      isTrigger
      needsAccount
      actions {
        actionId
        name
        nameEn
        description
        descriptionEn
        kind
        fields {
          key
          kind
          required
          label
          labelEn
        }
      }
      accounts {
        accountId
        status
      }
    }
    appClasses {
      classType
      count
    }
  }
`);

/** spec §7 search service: pinyin and substrings find apps and actions. */
export const AppSearchQuery = graphql(`
  query AppSearch($q: String!, $type: String) {
    searchApps(q: $q, type: $type) {
      type
      appId
      actionId
      name
      nameEn
      highlighted
    }
  }
`);

/** One app with what its page, its account form and a step's field form need. */
export const AppDetailQuery = graphql(`
  query AppDetail($appId: ID!) {
    app(appId: $appId) {
      appId
      appName
      appNameEn
      description
      descriptionEn
      icon
      classType
      appState
      doc
      isTrigger
      needsAccount
      authMethods {
        type
        fields {
          ...AppFieldParts
        }
      }
      actions {
        actionId
        name
        nameEn
        description
        descriptionEn
        kind
        editor
        sendsData
        outputSample
        fields {
          ...AppFieldParts
        }
      }
      accounts {
        ...AppAccountParts
      }
    }
  }
`);

/** The step's account picker: the company's accounts of one app. */
export const StepAccountsQuery = graphql(`
  query StepAccounts($appId: ID!) {
    appAccounts(appId: $appId, limit: 100) {
      total
      items {
        accountId
        accountName
        accountType
        status
        statusMessage
      }
    }
  }
`);

/** /actions: every app with every action's fields, and the actions the company's pipelines use. */
export const ActionCatalogueQuery = graphql(`
  query ActionCatalogue {
    apps {
      appId
      appName
      appNameEn
      icon
      classType
      actions {
        actionId
        name
        nameEn
        description
        descriptionEn
        kind
        fields {
          key
          label
          labelEn
          kind
          required
        }
      }
    }
    companyUsedApps {
      appId
    }
  }
`);

export const AppFieldOptionsQuery = graphql(`
  query AppFieldOptions($appId: ID!, $actionId: ID!, $fieldKey: String!, $accountId: ID!, $input: JSON) {
    appFieldOptions(appId: $appId, actionId: $actionId, fieldKey: $fieldKey, accountId: $accountId, input: $input) {
      value
      label
      labelEn
    }
  }
`);

export const AddAppAccountMutation = graphql(`
  mutation AddAppAccount($appId: ID!, $accountType: String!, $accountName: String, $authData: JSON!) {
    addAppAccount(appId: $appId, accountType: $accountType, accountName: $accountName, authData: $authData) {
      ...AppAccountParts
    }
  }
`);

export const UpdateAppAccountMutation = graphql(`
  mutation UpdateAppAccount($accountId: ID!, $authData: JSON!) {
    updateAppAccount(accountId: $accountId, authData: $authData) {
      ...AppAccountParts
    }
  }
`);

export const RenameAppAccountMutation = graphql(`
  mutation RenameAppAccount($accountId: ID!, $accountName: String!) {
    renameAppAccount(accountId: $accountId, accountName: $accountName) {
      accountId
      accountName
      updatedAt
    }
  }
`);

export const DeleteAppAccountMutation = graphql(`
  mutation DeleteAppAccount($accountId: ID!, $confirm: Boolean) {
    deleteAppAccount(accountId: $accountId, confirm: $confirm)
  }
`);

export const TestAppAccountMutation = graphql(`
  mutation TestAppAccount($accountId: ID!) {
    testAppAccount(accountId: $accountId) {
      ok
      message
      account {
        ...AppAccountParts
      }
    }
  }
`);
