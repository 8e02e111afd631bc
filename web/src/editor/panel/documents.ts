import { graphql } from '../../gql';

export const PanelWebhookQuery = graphql(`
  query PanelWebhook($processId: ID!) {
    webhook(processId: $processId) {
      url
    }
  }
`);

export const PanelListenSampleMutation = graphql(`
  mutation PanelListenSample($processId: ID!) {
    listenWebhookSample(processId: $processId) {
      processId
      listeningUntil
    }
  }
`);

export const PanelFetchSampleMutation = graphql(`
  mutation PanelFetchSample($processId: ID!) {
    fetchWebhookSample(processId: $processId) {
      sampleData
      acceptId
      createdAt
    }
  }
`);

export const PanelTestStepMutation = graphql(`
  mutation PanelTestStep($input: TestStepInput!) {
    testStep(input: $input) {
      status
      output
      error
      durationMs
    }
  }
`);
