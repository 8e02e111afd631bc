import { graphql } from '../../../gql';

export const PipelineDetailQuery = graphql(`
  query PipelineDetail($processId: ID!, $limit: Int, $offset: Int) {
    pipeline(processId: $processId) {
      processId
      title
      status
      versionId
      createdAt
      updatedAt
      creator {
        userid
        uname
      }
    }
    pipelineVersions(processId: $processId, limit: $limit, offset: $offset) {
      total
      items {
        versionId
        versionNo
        versionRemark
        isCurrent
        createdAt
        creator {
          userid
          uname
        }
      }
    }
  }
`);
