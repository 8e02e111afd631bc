import { PIPELINE_STATUS } from '@huiliu/core';

/**
 * The schema's enums whose REST values are not their names (graphql-tools internal values): resolvers
 * hand the platform's values through and receive them in arguments, and GraphQL shows the names. The
 * values come from core and the contract's constants; codegen's `enumValues` (codegen.ts) types them alike.
 */
export const enumResolvers = {
  PipelineStatus: PIPELINE_STATUS,
  PipelineSort: {
    CREATED_AT_DESC: 'created_at desc',
    CREATED_AT_ASC: 'created_at asc',
    UPDATED_AT_DESC: 'updated_at desc',
    UPDATED_AT_ASC: 'updated_at asc',
  },
  Role: { ADMIN: 'admin', MEMBER: 'member' },
  NoticeKind: { RUN_FAILED: 'run_failed' },
  FieldType: { TEXT: 'text', NUMBER: 'number', DATETIME: 'datetime', BOOLEAN: 'boolean' },
  DatasourceType: { TABLE: 'table', CSV: 'csv', XLSX: 'xlsx' },
} as const;
