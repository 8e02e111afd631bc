import { DATASOURCE_TYPES, FIELD_TYPES, NOTICE_EVENT_TYPES, SORTS, TEMPLATE_SOURCES } from '@huiliu/contract';
import { BUILTIN_ROLES, PERMISSIONS, FILTER_OPERATOR_CODES, STEP_ACTION_TYPES, STEP_ON_ERROR, SWITCH_MODES, TEMPLATE_CATEGORIES } from '@huiliu/core';
import type { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from './schema';

const schema = buildSchema();
const enumOf = (name: string) => schema.getType(name) as GraphQLEnumType;
const internal = (name: string) =>
  enumOf(name)
    .getValues()
    .map((v) => v.value as unknown);

describe('schema enums', () => {
  it.each([
    ['PipelineSort', SORTS],
    ['FieldType', FIELD_TYPES],
    ['DatasourceType', DATASOURCE_TYPES],
    ['BuiltinRole', BUILTIN_ROLES],
    ['Permission', PERMISSIONS],
    ['TemplateCategory', TEMPLATE_CATEGORIES],
    ['TemplateSource', TEMPLATE_SOURCES],
    ['NoticeEventType', NOTICE_EVENT_TYPES],
  ])('%s carries exactly the contract’s REST values', (name, values) => {
    expect(internal(name).sort()).toEqual([...values].sort());
  });

  it('maps TemplateVisibility to spec §3 visible 0, 1 and 2', () => {
    expect(['LINK', 'COMPANY', 'PUBLIC'].map((name) => enumOf('TemplateVisibility').parseValue(name))).toEqual([0, 1, 2]);
  });

  it('maps PipelineStatus to core’s 1 and 0', () => {
    expect(enumOf('PipelineStatus').serialize(1)).toBe('ON');
    expect(enumOf('PipelineStatus').parseValue('OFF')).toBe(0);
  });

  it.each([
    ['FilterOperator', FILTER_OPERATOR_CODES],
    ['StepActionType', STEP_ACTION_TYPES],
    ['SwitchMode', SWITCH_MODES],
    ['StepOnError', STEP_ON_ERROR],
  ])('%s names exactly the names core’s typed content uses', (name, table) => {
    expect(
      enumOf(name)
        .getValues()
        .map((v) => v.name),
    ).toEqual(Object.keys(table));
  });
});
