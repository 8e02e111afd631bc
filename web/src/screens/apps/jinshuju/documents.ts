import { graphql } from '../../../gql';

/** 金数据 (issue 17): the account's forms, one page at a time (REST form/select). */
export const JinshujuFormsQuery = graphql(`
  query JinshujuForms($jsjId: ID!, $next: String) {
    jinshujuForms(jsjId: $jsjId, next: $next) {
      total
      next
      items {
        formToken
        name
        creatorName
      }
    }
  }
`);

/** A form's labelled fields and the pipelines it triggers, with their push addresses (REST form/detail). */
export const JinshujuFormQuery = graphql(`
  query JinshujuForm($jsjId: ID!, $formToken: String!) {
    jinshujuForm(jsjId: $jsjId, formToken: $formToken) {
      jsjId
      formToken
      name
      pushUrl
      fields {
        apiCode
        label
        type
        required
        choices {
          name
          value
        }
      }
      pipelines {
        processId
        title
        status
        pushUrl
      }
    }
  }
`);

/** Points the form's data push at the pipeline's push address (金数据 API). */
export const ConnectJinshujuPushMutation = graphql(`
  mutation ConnectJinshujuPush($processId: ID!) {
    connectJinshujuPush(processId: $processId) {
      processId
      formToken
      pushUrl
    }
  }
`);
