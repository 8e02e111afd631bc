import { graphql } from '../../../gql';

export const PipelineListQuery = graphql(`
  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {
    pipelines(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        processId
        title
        status
        shareStatus
        favourite
        createdAt
        apps {
          appId
          appName
          app {
            appNameEn
          }
        }
        creator {
          userid
          uname
        }
      }
    }
  }
`);

export const SetPipelineStatusMutation = graphql(`
  mutation SetPipelineStatus($processId: ID!, $status: PipelineStatus!) {
    setPipelineStatus(processId: $processId, status: $status) {
      processId
      status
    }
  }
`);

export const RenamePipelineMutation = graphql(`
  mutation RenamePipeline($processId: ID!, $title: String!) {
    renamePipeline(processId: $processId, title: $title) {
      processId
      title
    }
  }
`);

export const CopyPipelineMutation = graphql(`
  mutation CopyPipeline($processId: ID!) {
    copyPipeline(processId: $processId) {
      processId
    }
  }
`);

export const DeletePipelineMutation = graphql(`
  mutation DeletePipeline($processId: ID!) {
    deletePipeline(processId: $processId)
  }
`);

export const SetPipelineFavouriteMutation = graphql(`
  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {
    setPipelineFavourite(processId: $processId, favourite: $favourite) {
      processId
      favourite
    }
  }
`);
