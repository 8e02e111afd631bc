import { graphql } from '../../gql';

/**
 * A training as every data model screen reads it; spread by name in the documents below.
 * @public
 */
export const TrainingParts = graphql(`
  fragment TrainingParts on ModelTraining {
    tmid
    dmid
    status
    error
    version
    createdAt
    startedAt
    finishedAt
    progress {
      phase
      rowsRead
      rowsTotal
      treesBuilt
      treesTotal
    }
  }
`);

/**
 * A model as the list, the page and the form read it.
 * @public
 */
export const DataModelParts = graphql(`
  fragment DataModelParts on DataModel {
    dmid
    name
    scene
    desc
    datasourceId
    datasourceName
    datasourceType
    datasourceFilterType
    predictField
    predictFieldName
    task
    latestVersion
    preFilter {
      field
      operator
      value
    }
    feature {
      name
      type
    }
    training {
      ...TrainingParts
    }
    updatedAt
  }
`);

export const DataModelsQuery = graphql(`
  query DataModels($keyword: String, $limit: Int, $offset: Int) {
    dataModels(keyword: $keyword, limit: $limit, offset: $offset) {
      total
      items {
        ...DataModelParts
      }
    }
  }
`);

export const DataModelQuery = graphql(`
  query DataModel($dmid: ID!) {
    dataModel(dmid: $dmid) {
      ...DataModelParts
    }
  }
`);

export const ModelTrainingQuery = graphql(`
  query ModelTraining($tmid: ID!) {
    modelTraining(tmid: $tmid) {
      ...TrainingParts
    }
  }
`);

export const ModelVersionsQuery = graphql(`
  query ModelVersions($dmid: ID!, $limit: Int, $offset: Int) {
    modelVersions(dmid: $dmid, limit: $limit, offset: $offset) {
      total
      items {
        version
        tmid
        task
        metric
        value
        baseline
        betterThanBaseline
        rowsRead
        rowsFilteredOut
        rowsUnlabelled
        trainRows
        testRows
        classes
        trees
        durationMs
        modelBytes
        trainedAt
        features {
          name
          type
          encoding
          columns
        }
      }
    }
  }
`);

export const ModelFlowsQuery = graphql(`
  query ModelFlows($dmid: ID!) {
    modelFlows(dmid: $dmid) {
      total
      items {
        processId
        title
        status
      }
    }
  }
`);

/** The data sources a model may learn from, with their columns (the form's choices). */
export const ModelSourcesQuery = graphql(`
  query ModelSources {
    datasources(limit: 100) {
      items {
        dsid
        name
        rows
        tableFields {
          name
          type
        }
      }
    }
  }
`);

export const CreateDataModelMutation = graphql(`
  mutation CreateDataModel($input: DataModelInput!) {
    createDataModel(input: $input) {
      ...DataModelParts
    }
  }
`);

export const UpdateDataModelMutation = graphql(`
  mutation UpdateDataModel($input: UpdateDataModelInput!) {
    updateDataModel(input: $input) {
      ...DataModelParts
    }
  }
`);

export const DeleteDataModelMutation = graphql(`
  mutation DeleteDataModel($dmid: ID!) {
    deleteDataModel(dmid: $dmid)
  }
`);

export const TrainDataModelMutation = graphql(`
  mutation TrainDataModel($dmid: ID!) {
    trainDataModel(dmid: $dmid) {
      ...TrainingParts
    }
  }
`);

export const CancelModelTrainingMutation = graphql(`
  mutation CancelModelTraining($tmid: ID!) {
    cancelModelTraining(tmid: $tmid) {
      ...TrainingParts
    }
  }
`);

export const PredictWithModelMutation = graphql(`
  mutation PredictWithModel($dmid: ID!, $version: Int, $record: JSON!) {
    predictWithModel(dmid: $dmid, version: $version, record: $record) {
      prediction
      confidence
      version
      task
      imputed
    }
  }
`);

/** The 预测 step's choices in the editor: the company's models, and the chosen one's feature fields. */
export const PredictModelsQuery = graphql(`
  query PredictModels {
    dataModels(limit: 100) {
      items {
        dmid
        name
        latestVersion
        predictField
        predictFieldName
      }
    }
  }
`);

export const PredictFeaturesQuery = graphql(`
  query PredictFeatures($dmid: ID!) {
    dataModelFeatures(dmid: $dmid) {
      name
      type
    }
    modelVersions(dmid: $dmid, limit: 100) {
      items {
        version
      }
    }
  }
`);
