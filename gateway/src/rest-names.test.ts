import { GraphQLBoolean, GraphQLString, type GraphQLResolveInfo, type GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { restFieldResolver, toRest } from './rest-names';

const read = (source: unknown, fieldName: string, returnType: GraphQLScalarType) =>
  restFieldResolver(fieldName, returnType === GraphQLBoolean)(source, {}, {}, {} as GraphQLResolveInfo);

describe('restFieldResolver', () => {
  it.each([
    [{ process_id: '1' }, 'processId', GraphQLString, '1'],
    [{ title: 't' }, 'title', GraphQLString, 't'],
    // a property spelled as the field wins over its snake_case twin
    [{ items: [1], _items: [2] }, 'items', GraphQLString, [1]],
    [{ created_at: '2024-01-01T00:00:00Z' }, 'createdAt', GraphQLString, '2024-01-01T00:00:00Z'],
    [{ read: 1 }, 'read', GraphQLBoolean, true],
    [{ email_notice: 0 }, 'emailNotice', GraphQLBoolean, false],
    [{ is_current: true }, 'isCurrent', GraphQLBoolean, true],
    // a number is a number where the schema wants one
    [{ status: 1 }, 'status', GraphQLString, 1],
    [{}, 'flattenData', GraphQLString, null],
    [null, 'anything', GraphQLString, null],
  ])('%j.%s → %j', (source, field, type, expected) => {
    expect(read(source, field, type)).toEqual(expected);
  });
});

describe('toRest', () => {
  it('snake_cases top-level names, drops null and undefined, and sends switches as 1/0', () => {
    expect(toRest({ processId: '1', versionRemark: null, title: undefined, send: false, monitored: true, limit: 15 })).toEqual({
      process_id: '1',
      send: 0,
      monitored: 1,
      limit: 15,
    });
  });

  it('takes the spelling the contract uses where it is not snake_case', () => {
    expect(toRest({ filepath: '/f.csv', sheet: 'S', send: true }, { filepath: 'Filepath', sheet: 'Sheet', send: 'isend' })).toEqual({
      Filepath: '/f.csv',
      Sheet: 'S',
      isend: 1,
    });
  });

  it('leaves values alone: JSON arguments are users’ own payloads', () => {
    const fields = { someKey: { innerKey: true }, list: [1] };
    expect(toRest({ fields, logIds: ['1', '2'] })).toEqual({ fields, log_ids: ['1', '2'] });
  });

  it('sends nothing for no arguments', () => {
    expect(toRest(null)).toEqual({});
    expect(toRest(undefined)).toEqual({});
  });
});
