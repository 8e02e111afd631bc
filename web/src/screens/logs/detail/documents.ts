import { graphql } from '../../../gql';

/** One run with every recorded step; shared by the log detail and the branch log. */
export const RunDetailQuery = graphql(`
  query RunDetail($logId: ID!) {
    run(logId: $logId) {
      logId
      processId
      processTitle
      status
      triggerType
      error
      failedStepUuid
      attempt
      parentLogId
      createdAt
      startedAt
      finishedAt
      durationMs
      pipeline {
        processId
        title
      }
      steps {
        id
        stepUuid
        stepNumber
        appId
        appName
        title
        status
        input
        output
        error
        branch
        switchUuid
        loopIndex
        attempts
        startedAt
        durationMs
      }
      flowSteps {
        uuid
        appId
        title
        segments {
          segKey
          title
          isFallback
          conditions {
            field
            operator
            value
          }
        }
        conditions {
          field
          operator
          value
        }
      }
    }
  }
`);

/** The run a rerun came from, as a person knows it: its pipeline and when it ran. */
export const ParentRunQuery = graphql(`
  query ParentRun($logId: ID!) {
    run(logId: $logId) {
      logId
      processTitle
      createdAt
      pipeline {
        processId
        title
      }
    }
  }
`);
