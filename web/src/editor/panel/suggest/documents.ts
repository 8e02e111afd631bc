import { graphql } from '../../../gql';

/** issue 12 "AI": mappings for a step's empty fields, from the editor's own (unsaved) steps and their samples. */
export const FieldSuggestionsQuery = graphql(`
  query FieldSuggestions($input: FieldSuggestionInput!) {
    fieldSuggestions(input: $input) {
      engine
      items {
        field
        reference
        confidence
        reason
      }
    }
  }
`);

/** issue 12 "AI": the next steps worth adding after the editor's own (unsaved) steps, best first. */
export const FlowSuggestionsQuery = graphql(`
  query FlowSuggestions($steps: [StepInput!], $lang: AiLang) {
    flowSuggestions(steps: $steps, limit: 4, lang: $lang) {
      items {
        appId
        actionId
        appName
        appNameEn
        actionName
        actionNameEn
        reason
      }
    }
  }
`);
