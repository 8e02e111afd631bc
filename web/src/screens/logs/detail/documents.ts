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
      acceptId
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
    }
  }
`);

/**
 * The content the run executed, as typed steps: what names its branches, reads its conditions and draws its
 * graph (core fromTypedSteps needs the structure: action type, branch and loop membership). Its own query,
 * fetched once: the content of a run never changes while its status does (useRunDetail refetches), and a run
 * whose content cannot be read still shows, its branches unnamed, its conditions as JSON and no graph.
 */
export const RunFlowQuery = graphql(`
  query RunFlow($logId: ID!) {
    run(logId: $logId) {
      logId
      flowSteps {
        uuid
        actionType
        appId
        actionId
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

/** One page of a loop's iterations, as the executions of the loop's first inner step, and the loop's counts. */
export const LoopIterationsQuery = graphql(`
  query LoopIterations($logId: ID!, $stepUuid: String!, $limit: Int, $offset: Int) {
    loopIterations(logId: $logId, stepUuid: $stepUuid, limit: $limit, offset: $offset) {
      total
      items {
        id
        loopIndex
        status
      }
    }
    loopIterationCount(logId: $logId, stepUuid: $stepUuid) {
      count
      success
      failed
    }
  }
`);
