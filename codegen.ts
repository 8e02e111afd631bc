import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * One schema (schema.graphql, DESIGN §5), two outputs: resolver types for the
 * gateway, typed documents for the web. Generated files are committed and never
 * edited by hand; run `npm run codegen` after changing the schema or a document.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  overwrite: true,
  // The web may have no documents yet; the gateway output must still be written.
  ignoreNoDocuments: true,
  generates: {
    'gateway/src/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        // Paths are relative to the generated file.
        contextType: '../context#GatewayContext',
        // Parents are the platform's REST shapes; field resolvers map snake_case to camelCase.
        mappers: {
          User: '../rest#RestUser',
          AuthPayload: '../rest#RestAuthResult',
          Pipeline: '../rest#RestPipeline',
          PipelineVersion: '../rest#RestPipelineVersion',
          PipelineCheck: '../rest#RestPipelineCheck',
          PipelineCalculation: '../rest#RestPipelineCalculation',
          StepNode: '../rest#RestStepNode',
          StepNodeAction: '../rest#RestStepNodeAction',
          StepSampleData: '../rest#RestStepSampleData',
          PipelineDagStatus: '../rest#RestDagStatus',
          PipelineSettings: '../rest#RestPipelineSettings',
          KeywordExpansion: '../rest#RestKeywordExpansion',
          SampleDisplay: '../rest#RestSampleDisplay',
          UserPage: '../rest#Page<RestUser>',
          PipelinePage: '../rest#Page<RestPipeline>',
          PipelineVersionPage: '../rest#Page<RestPipelineVersion>',
          Run: '../rest#RestRun',
          RunPage: '../rest#Page<RestRun>',
          RunStep: '../rest#RestRunStep',
          RunStepPage: '../rest#Page<RestRunStep>',
          RunPipelineOption: '../rest#RestRunPipelineOption',
          PipelineRunStats: '../rest#RestPipelineRunStats',
          RunStatistics: '../rest#RestRunStatistics',
          Webhook: '../rest#RestWebhook',
          WebhookAccept: '../rest#RestAccept',
          WebhookAcceptPage: '../rest#Page<RestAccept>',
          TriggerSample: '../rest#RestTriggerSample',
          WebhookListening: '../rest#RestWebhookListening',
          StepTestResult: '../rest#RestStepTest',
          Variable: '../rest#RestVariable',
          Step: '@huiliu/core#TypedStep',
          App: '../rest#RestApp',
          AppAccount: '../rest#RestAppAccount',
          AppAccountPage: '../rest#Page<RestAppAccount>',
          VariablePage: '../rest#Page<RestVariable>',
          VariableClass: '../rest#RestVariableClass',
          VariableLog: '../rest#RestVariableLog',
          MonitorRelation: '../rest#RestMonitorRelation',
          MonitorSettings: '../rest#RestMonitorSettings',
          Notice: '../rest#RestNotice',
          NoticePage: '../rest#RestNoticePage',
          Datasource: '../rest#RestDatasource',
          DatasourcePage: '../rest#Page<RestDatasource>',
          DatasourceFile: '../rest#RestDatasourceFile',
          DatasourceRows: '../rest#Page<unknown>',
          Template: '../rest#RestTemplate',
          TemplatePage: '../rest#Page<RestTemplate>',
          TemplateAccountNeed: '../rest#RestTemplateAccountNeed',
          TemplateInput: '../rest#RestTemplateInput',
          TemplateUse: '../rest#RestTemplateUse',
          TemplateUsePage: '../rest#Page<RestTemplateUse>',
          TemplateCategoryCount: '../rest#RestTemplateCategoryCount',
          SharePreview: '../rest#RestSharePreview',
          AiDraft: '../rest#RestAiDraft',
          FlowSuggestions: '../rest#RestFlowSuggestions',
          FlowSuggestion: '../rest#RestFlowSuggestion',
          FieldSuggestions: '../rest#RestFieldSuggestions',
          // issue 13 company
          Company: '../rest#RestCompany',
          NoticeEventConfig: '../rest#RestNoticeEventConfig',
          NoticeEventConfigs: '../rest#RestNoticeEventConfigs',
        },
        scalars: { JSON: 'unknown', File: 'File', DateTime: { input: 'Date', output: 'string' } },
        // Enums whose REST values differ from their names (gateway/src/enums.ts): resolvers see the REST values.
        enumValues: Object.fromEntries(
          [
            'PipelineStatus',
            'ShareStatus',
            'PipelineSort',
            'BuiltinRole',
            'Permission',
            'NoticeKind',
            'FieldType',
            'DatasourceType',
            'PipelineOnError',
            'AccountStatus',
            'TemplateCategory',
            'TemplateVisibility',
            'TemplateSource',
            'AiEngine',
            'AiFallbackReason',
            'AiLang',
            // issue 13 company
            'NoticeEventType',
          ].map((name) => [name, `../enums#${name}`]),
        ),
        enumsAsTypes: true,
        useTypeImports: true,
      },
    },
    'web/src/gql/': {
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { JSON: 'unknown', File: 'File', DateTime: 'string' } },
    },
  },
};

export default config;
