import { graphql } from '../../../gql';

export const RunPipelineOptionsQuery = graphql(`
  query RunPipelineOptions {
    runPipelineOptions {
      processId
      title
    }
  }
`);

/** The catalogue's apps for the app filter: built-ins and catalogue apps alike, named in either language. */
export const RunAppOptionsQuery = graphql(`
  query RunAppOptions {
    apps {
      appId
      appName
      appNameEn
    }
  }
`);
