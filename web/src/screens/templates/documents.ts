import { graphql } from '../../gql';

/**
 * What a gallery card shows: titles in both languages (a starter's English twin), its apps with their icons.
 * @public
 */
export const TemplateCardParts = graphql(`
  fragment TemplateCardParts on Template {
    templateId
    title
    titleEn
    description
    descriptionEn
    category
    source
    featured
    useCount
    apps {
      appId
      appName
      app {
        appId
        appNameEn
        icon
      }
    }
  }
`);

/** /pipeline-template: one page of templates and the category tabs' counts (spec §9 page size 15). */
export const TemplateGalleryQuery = graphql(`
  query TemplateGallery($filter: TemplateFilter, $countFilter: TemplateFilter, $limit: Int, $offset: Int) {
    templates(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        ...TemplateCardParts
      }
    }
    templateCategories(filter: $countFilter) {
      category
      count
    }
  }
`);

/** Whether the person has built a pipeline yet, and the starters the first card offers when not. */
export const TemplateNewcomerQuery = graphql(`
  query TemplateNewcomer {
    pipelineCount
    templates(filter: { source: STARTER }, limit: 15) {
      items {
        ...TemplateCardParts
      }
    }
  }
`);

/**
 * Everything creating from a template needs: its steps to preview, the accounts it asks for with the company's
 * accounts of each app and the app's account form, the variables it reads, the fields the simplified form asks.
 */
export const TemplateForCreationQuery = graphql(`
  query TemplateForCreation($templateId: ID!, $shareToken: String) {
    template(templateId: $templateId, shareToken: $shareToken) {
      ...TemplateCardParts
      active
      shareTip
      steps {
        uuid
        actionType
        appId
        actionId
        title
        fields {
          key
          value
        }
        sampleData
        app {
          appId
          appName
          appNameEn
          icon
          actions {
            actionId
            name
            nameEn
            fields {
              key
              label
              labelEn
            }
          }
        }
      }
      accountNeeds {
        stepUuid
        stepNumber
        appId
        actionId
        app {
          appId
          appName
          appNameEn
          icon
          authMethods {
            type
            fields {
              ...AppFieldParts
            }
          }
          accounts {
            accountId
            accountName
            status
          }
        }
      }
      variableNeeds
      inputs {
        stepUuid
        key
        label
        labelEn
        help
        helpEn
        required
      }
    }
  }
`);

export const CreatePipelineFromTemplateMutation = graphql(`
  mutation CreatePipelineFromTemplate($input: CreateFromTemplateInput!) {
    createPipelineFromTemplate(input: $input) {
      processId
      title
      status
    }
  }
`);

/** Simplified creation: the templates for a trigger app and an action app. */
export const TemplatesForPairQuery = graphql(`
  query TemplatesForPair($filter: TemplateFilter!) {
    templates(filter: $filter, limit: 15) {
      total
      items {
        ...TemplateCardParts
      }
    }
  }
`);

/** The success panel of simplified creation: where the new pipeline's webhook listens. */
export const PipelineWebhookQuery = graphql(`
  query PipelineWebhook($processId: ID!) {
    webhook(processId: $processId) {
      url
    }
  }
`);
