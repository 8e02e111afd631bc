import { graphql } from '../../../gql';

export const RunListQuery = graphql(`
  query RunList($filter: RunFilter, $limit: Int, $offset: Int) {
    runs(filter: $filter, limit: $limit, offset: $offset) {
      total
      items {
        logId
        processId
        processTitle
        status
        triggerType
        error
        createdAt
        durationMs
        pipeline {
          processId
          title
        }
      }
    }
  }
`);

export const RunPipelineOptionsQuery = graphql(`
  query RunPipelineOptions {
    runPipelineOptions {
      processId
      title
    }
  }
`);
