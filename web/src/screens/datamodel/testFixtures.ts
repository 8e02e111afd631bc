/** A data model as the GraphQL API answers it (component tests), its latest training and a version. */
export const aTraining = (over: Record<string, unknown> = {}) => ({
  __typename: 'ModelTraining',
  tmid: '800',
  dmid: '700',
  status: 'SUCCEEDED',
  error: null,
  version: 1,
  createdAt: '2026-11-20T02:00:00Z',
  startedAt: '2026-11-20T02:00:01Z',
  finishedAt: '2026-11-20T02:00:05Z',
  progress: { __typename: 'TrainingProgress', phase: 'DONE', rowsRead: 400, rowsTotal: 400, treesBuilt: 30, treesTotal: 30 },
  ...over,
});

export const aModel = (over: Record<string, unknown> = {}) => ({
  __typename: 'DataModel',
  dmid: '700',
  name: 'Purchases',
  scene: 'marketing',
  desc: '',
  datasourceId: '500',
  datasourceName: 'purchases',
  datasourceType: 'CSV',
  datasourceFilterType: 0,
  predictField: 'buys',
  predictFieldName: 'buys',
  task: 'CLASSIFICATION',
  latestVersion: 1,
  preFilter: [],
  feature: [
    { __typename: 'TableField', name: 'x1', type: 'NUMBER' },
    { __typename: 'TableField', name: 'city', type: 'TEXT' },
  ],
  training: aTraining(),
  updatedAt: '2026-11-20T02:00:05Z',
  ...over,
});

export const aVersion = (over: Record<string, unknown> = {}) => ({
  __typename: 'ModelVersion',
  version: 1,
  tmid: '800',
  task: 'CLASSIFICATION',
  metric: 'ACCURACY',
  value: 0.925,
  baseline: 0.4625,
  betterThanBaseline: true,
  rowsRead: 400,
  rowsFilteredOut: 0,
  rowsUnlabelled: 0,
  trainRows: 320,
  testRows: 80,
  classes: ['yes', 'no'],
  trees: 30,
  durationMs: 4200,
  modelBytes: 280_000,
  trainedAt: '2026-11-20T02:00:05Z',
  features: [
    { __typename: 'ModelFeature', name: 'x1', type: 'NUMBER', encoding: 'NUMERIC', columns: 1 },
    { __typename: 'ModelFeature', name: 'city', type: 'TEXT', encoding: 'ONE_HOT', columns: 3 },
  ],
  ...over,
});

export const sources = () => ({
  data: {
    datasources: {
      __typename: 'DatasourcePage',
      items: [
        {
          __typename: 'Datasource',
          dsid: '500',
          name: 'purchases',
          rows: 400,
          tableFields: [
            { __typename: 'TableField', name: 'x1', type: 'NUMBER' },
            { __typename: 'TableField', name: 'city', type: 'TEXT' },
            { __typename: 'TableField', name: 'when', type: 'DATETIME' },
            { __typename: 'TableField', name: 'buys', type: 'TEXT' },
          ],
        },
      ],
    },
  },
});
