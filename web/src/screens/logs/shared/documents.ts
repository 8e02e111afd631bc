import { graphql } from '../../../gql';

/** Status changes of the company's runs, or one pipeline's, over SSE (DESIGN §5). */
export const RunUpdatedSubscription = graphql(`
  subscription RunUpdated($processId: ID) {
    runUpdated(processId: $processId) {
      logId
      processId
      status
      error
      startedAt
      finishedAt
      durationMs
    }
  }
`);

export const RescheduleRunMutation = graphql(`
  mutation RescheduleRun($logId: ID!) {
    rescheduleRun(logId: $logId) {
      logId
      status
    }
  }
`);

export const RerunFromFailedStepMutation = graphql(`
  mutation RerunFromFailedStep($logId: ID!) {
    rerunFromFailedStep(logId: $logId) {
      logId
      status
    }
  }
`);
