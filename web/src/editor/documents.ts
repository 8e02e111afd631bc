import { graphql } from '../gql';

/**
 * Every field of a typed step (core/src/pipeline/typed.ts); the list is flat, so one selection reads every
 * branch. Codegen inlines it into the documents that spread it, so nothing imports it.
 * @public
 */
export const EditorStepFields = graphql(`
  fragment EditorStepFields on Step {
    uuid
    actionType
    appId
    actionId
    accountId
    triggerType
    title
    switchUuid
    segKey
    parentLoopUuid
    segments {
      segKey
      title
      isFallback
      conditions {
        field
        operator
        value
      }
      extra
    }
    conditions {
      field
      operator
      value
    }
    loop {
      items
      maxItems
    }
    switchMode
    errorSettings {
      retries
      backoffMs
      onError
    }
    fields {
      key
      value
    }
    sampleData
    extra
  }
`);

export const EditorPipelineQuery = graphql(`
  query EditorPipeline($processId: ID!) {
    pipeline(processId: $processId) {
      processId
      title
      status
      steps {
        ...EditorStepFields
      }
      versionId
      updatedAt
    }
  }
`);

export const EditorCreatePipelineMutation = graphql(`
  mutation EditorCreatePipeline($input: CreatePipelineInput!) {
    createPipeline(input: $input) {
      processId
      title
      status
    }
  }
`);

export const EditorSavePipelineMutation = graphql(`
  mutation EditorSavePipeline($input: UpdatePipelineInput!) {
    updatePipeline(input: $input) {
      processId
      title
      status
      versionId
      versionRemark
    }
  }
`);

export const EditorSetStatusMutation = graphql(`
  mutation EditorSetStatus($processId: ID!, $status: PipelineStatus!) {
    setPipelineStatus(processId: $processId, status: $status) {
      processId
      status
    }
  }
`);

export const EditorPipelineSettingsQuery = graphql(`
  query EditorPipelineSettings($processId: ID!) {
    pipelineSettings(processId: $processId) {
      processId
      retries
      backoffMs
      onError
    }
  }
`);

export const EditorUpdatePipelineSettingsMutation = graphql(`
  mutation EditorUpdatePipelineSettings($input: PipelineSettingsInput!) {
    updatePipelineSettings(input: $input) {
      processId
      retries
      backoffMs
      onError
    }
  }
`);
