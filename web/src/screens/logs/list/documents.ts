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
        failedStepUuid
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

export const DeleteRunsMutation = graphql(`
  mutation DeleteRuns($logIds: [ID!]!) {
    deleteRuns(logIds: $logIds)
  }
`);
