import { graphql } from '../../../gql';

export const CreatePipelineMutation = graphql(`
  mutation CreatePipeline($input: CreatePipelineInput!) {
    createPipeline(input: $input) {
      processId
      title
    }
  }
`);
