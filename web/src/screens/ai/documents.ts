import { graphql } from '../../gql';

/** issue 12 "AI": a draft from a description, its steps with every typed field the editor reads. */
export const GeneratePipelineDraftMutation = graphql(`
  mutation GeneratePipelineDraft($input: GeneratePipelineDraftInput!) {
    generatePipelineDraft(input: $input) {
      engine
      fallback {
        reason
        message
      }
      title
      stepCount
      steps {
        ...EditorStepFields
      }
      explanations {
        stepUuid
        stepNumber
        text
      }
      problems {
        stepUuid
        stepNumber
        kind
        severity
        fields
      }
      notes
    }
  }
`);
