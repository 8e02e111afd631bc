import { graphql } from '../../gql';

export const SdkPartnerQuery = graphql(`
  query SdkPartner {
    sdkPartner {
      partnerId
      corpId
      domains
      disabledAt
      createdAt
    }
  }
`);

export const SaveSdkPartnerMutation = graphql(`
  mutation SaveSdkPartner($domains: [String!]!, $disabled: Boolean) {
    saveSdkPartner(domains: $domains, disabled: $disabled) {
      secret
      partner {
        partnerId
        corpId
        domains
        disabledAt
        createdAt
      }
    }
  }
`);

export const RotateSdkPartnerSecretMutation = graphql(`
  mutation RotateSdkPartnerSecret {
    rotateSdkPartnerSecret {
      secret
      partner {
        partnerId
        corpId
      }
    }
  }
`);

export const SdkPageConfigsQuery = graphql(`
  query SdkPageConfigs {
    sdkPageConfigs {
      cfgId
      name
      role
      roleName
      hiddenNav
      screens
      appIds
      landing
    }
  }
`);

export const SaveSdkPageConfigMutation = graphql(`
  mutation SaveSdkPageConfig($input: SdkPageConfigInput!) {
    saveSdkPageConfig(input: $input) {
      cfgId
      name
      role
      roleName
      hiddenNav
      screens
      appIds
      landing
    }
  }
`);

export const DeleteSdkPageConfigMutation = graphql(`
  mutation DeleteSdkPageConfig($cfgId: ID!) {
    deleteSdkPageConfig(cfgId: $cfgId)
  }
`);

/** The roles a page configuration may give its users, and the apps it may fix. */
export const EmbedChoicesQuery = graphql(`
  query EmbedChoices {
    companyRoles {
      roleId
      builtinRole
      name
    }
    apps {
      appId
      appName
      appNameEn
    }
  }
`);
