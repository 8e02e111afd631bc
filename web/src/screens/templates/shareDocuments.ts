import { graphql } from '../../gql';

/**
 * A template as its sharer manages it: the link's token, visibility, whether it is open for new copies.
 * @public
 */
export const SharedTemplateParts = graphql(`
  fragment SharedTemplateParts on Template {
    templateId
    title
    description
    category
    visibility
    active
    shareTip
    processId
    shareToken
    useCount
    updatedAt
  }
`);

/** What sharing a pipeline would publish, read before anything is written (GET /template/tips). */
export const SharePreviewQuery = graphql(`
  query SharePreview($processId: ID!) {
    sharePreview(processId: $processId) {
      processId
      suggestedTitle
      maskedSecrets
      variableNeeds
      accountNeeds {
        stepUuid
        stepNumber
        appId
        app {
          appId
          appName
          appNameEn
        }
      }
      template {
        ...SharedTemplateParts
      }
    }
  }
`);

export const SharePipelineMutation = graphql(`
  mutation SharePipeline($input: SharePipelineInput!) {
    sharePipeline(input: $input) {
      ...SharedTemplateParts
    }
  }
`);

export const UpdateTemplateMutation = graphql(`
  mutation UpdateTemplate($templateId: ID!, $input: UpdateTemplateInput!) {
    updateTemplate(templateId: $templateId, input: $input) {
      ...SharedTemplateParts
      inputs {
        stepUuid
        key
        label
        help
        required
      }
    }
  }
`);

export const SetTemplateShareTipMutation = graphql(`
  mutation SetTemplateShareTip($templateId: ID!, $shareTip: String!) {
    setTemplateShareTip(templateId: $templateId, shareTip: $shareTip) {
      templateId
      shareTip
    }
  }
`);

/** /pipeline-share: the company's shared templates, active or stopped. */
export const MySharesQuery = graphql(`
  query MyShares($limit: Int, $offset: Int) {
    templates(filter: { mine: true }, limit: $limit, offset: $offset) {
      total
      items {
        ...SharedTemplateParts
      }
    }
  }
`);

/** Who created pipelines from one of the company's templates, newest first. */
export const TemplateUsesQuery = graphql(`
  query TemplateUses($templateId: ID!, $limit: Int, $offset: Int) {
    templateUses(templateId: $templateId, limit: $limit, offset: $offset) {
      total
      items {
        processId
        pipelineTitle
        companyName
        createdAt
        user {
          userid
          uname
        }
      }
    }
  }
`);

/** /template-edit: the template's steps with every field their actions have, and what it asks now. */
export const TemplateEditQuery = graphql(`
  query TemplateEdit($templateId: ID!) {
    template(templateId: $templateId) {
      templateId
      title
      titleEn
      processId
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
        app {
          appId
          appName
          appNameEn
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
      inputs {
        stepUuid
        key
        label
        help
        required
      }
    }
  }
`);
