import { graphql } from '../../../gql';

/** The pipelines a webhook triggers (the webhook app is a trigger only, so using it is being triggered by it). */
export const WebhookPipelinesQuery = graphql(`
  query WebhookPipelines {
    pipelines(filter: { appId: "1001" }, limit: 100) {
      total
      items {
        processId
        title
      }
    }
  }
`);

export const WebhookAcceptsQuery = graphql(`
  query WebhookAccepts($processId: ID!, $limit: Int, $offset: Int) {
    webhookAccepts(processId: $processId, limit: $limit, offset: $offset) {
      total
      items {
        acceptId
        processId
        logId
        method
        contentType
        size
        createdAt
      }
    }
  }
`);

export const WebhookAcceptQuery = graphql(`
  query WebhookAccept($acceptId: ID!) {
    webhookAccept(acceptId: $acceptId) {
      acceptId
      processId
      logId
      method
      contentType
      query
      headers
      acceptData
      size
      createdAt
    }
  }
`);
