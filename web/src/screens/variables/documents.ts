import { graphql } from '../../gql';

export const VariablesQuery = graphql(`
  query Variables($variableClass: String, $keyword: String, $limit: Int, $offset: Int) {
    variables(variableClass: $variableClass, keyword: $keyword, limit: $limit, offset: $offset) {
      total
      items {
        variableId
        variableName
        variableKey
        variableValue
        variableType
        variableClass
        updatedAt
      }
    }
    variableClasses {
      variableClass
      count
    }
  }
`);

export const VariableLogsQuery = graphql(`
  query VariableLogs($variableId: ID!) {
    variableLogs(variableId: $variableId) {
      action
      oldValue
      newValue
      createdAt
      user {
        userid
        uname
      }
    }
  }
`);

export const AddVariableMutation = graphql(`
  mutation AddVariable($input: AddVariableInput!) {
    addVariable(input: $input) {
      variableId
    }
  }
`);

export const UpdateVariableMutation = graphql(`
  mutation UpdateVariable($input: UpdateVariableInput!) {
    updateVariable(input: $input) {
      variableId
      variableName
      variableValue
      variableType
      variableClass
      updatedAt
    }
  }
`);

export const DeleteVariableMutation = graphql(`
  mutation DeleteVariable($variableId: ID!) {
    deleteVariable(variableId: $variableId)
  }
`);
