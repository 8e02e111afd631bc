import { graphql } from '../gql';

export const EditorPipelineQuery = graphql(`
  query EditorPipeline($processId: ID!) {
    pipeline(processId: $processId) {
      processId
      title
      status
      content
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
      content
      status
    }
  }
`);

export const EditorSavePipelineMutation = graphql(`
  mutation EditorSavePipeline($input: UpdatePipelineInput!) {
    updatePipeline(input: $input) {
      processId
      title
      content
      status
      versionId
      versionRemark
    }
  }
`);

export const EditorSetStatusMutation = graphql(`
  mutation EditorSetStatus($processId: ID!, $status: Int!) {
    setPipelineStatus(processId: $processId, status: $status) {
      processId
      status
    }
  }
`);
