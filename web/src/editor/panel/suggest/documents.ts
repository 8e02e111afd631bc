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
