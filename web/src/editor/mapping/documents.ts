import { graphql } from '../../gql';

export const PickerVariablesQuery = graphql(`
  query PickerVariables($limit: Int) {
    variables(limit: $limit) {
      items {
        variableId
        variableKey
        variableName
      }
    }
  }
`);
