import { graphql } from '../../gql';

export const DatasourcesQuery = graphql(`
  query Datasources($keyword: String, $limit: Int, $offset: Int) {
    datasources(keyword: $keyword, limit: $limit, offset: $offset) {
      total
      items {
        dsid
        name
        type
        rows
        tableFields {
          name
          type
        }
        createtime
      }
    }
  }
`);

export const UploadDatasourceFileMutation = graphql(`
  mutation UploadDatasourceFile($file: File!) {
    uploadDatasourceFile(file: $file) {
      filepath
      sheet
      headers
      types {
        name
        type
      }
      rows
    }
  }
`);

export const AddDatasourceMutation = graphql(`
  mutation AddDatasource($input: AddDatasourceInput!) {
    addDatasource(input: $input) {
      dsid
      name
      rows
    }
  }
`);

export const DeleteDatasourceMutation = graphql(`
  mutation DeleteDatasource($dsid: ID!) {
    deleteDatasource(dsid: $dsid)
  }
`);
