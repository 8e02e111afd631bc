import { PAGE_SIZE } from '@huiliu/core';
import type { Resolvers } from '../../generated/resolvers-types';
import type { RestList, RestVariable, RestVariableClass, RestVariableLog } from '../../rest';

const BASE = '/v1/api/process/environmentvariables';

/** Environment variables (spec §7, docs/rest-contract-engine.md). */
export const variablesResolvers: Resolvers = {
  Query: {
    variables: async (_parent, { variableClass, keyword, limit, offset }, { upstream }) => {
      const page = await upstream.get<RestList<RestVariable>>(`${BASE}/list`, {
        variable_class: variableClass ?? undefined,
        keyword: keyword ?? undefined,
        limit: limit ?? PAGE_SIZE,
        offset: offset ?? 0,
      });
      return { items: page.list, total: page.total };
    },
    variableClasses: async (_parent, _args, { upstream }) => (await upstream.get<{ list: RestVariableClass[] }>(`${BASE}/classdata`)).list,
    variableLogs: async (_parent, { variableId }, { upstream }) =>
      (await upstream.get<{ list: RestVariableLog[] }>(`${BASE}/logs`, { variable_id: variableId })).list,
  },
  Mutation: {
    addVariable: (_parent, { input }, { upstream }) =>
      upstream.post<RestVariable>(`${BASE}/add`, {
        variable_name: input.variableName,
        variable_key: input.variableKey,
        variable_value: input.variableValue,
        variable_type: input.variableType ?? undefined,
        variable_class: input.variableClass ?? undefined,
      }),
    updateVariable: (_parent, { input }, { upstream }) =>
      upstream.post<RestVariable>(`${BASE}/update`, {
        variable_id: input.variableId,
        variable_name: input.variableName ?? undefined,
        variable_value: input.variableValue ?? undefined,
        variable_type: input.variableType ?? undefined,
        variable_class: input.variableClass ?? undefined,
      }),
    deleteVariable: async (_parent, { variableId }, { upstream }) =>
      (await upstream.post<{ variable_id: string }>(`${BASE}/delete`, { variable_id: variableId })).variable_id,
  },
  Variable: {
    variableId: (v) => v.variable_id,
    variableName: (v) => v.variable_name,
    variableKey: (v) => v.variable_key,
    variableValue: (v) => v.variable_value,
    variableType: (v) => v.variable_type,
    variableClass: (v) => v.variable_class,
    createdAt: (v) => v.created_at,
    updatedAt: (v) => v.updated_at,
  },
  VariableClass: { variableClass: (c) => c.variable_class },
  VariableLog: {
    user: (l, _args, { loaders }) => (l.user_id ? loaders.user.load(l.user_id) : null),
    oldValue: (l) => l.old_value,
    newValue: (l) => l.new_value,
    createdAt: (l) => l.created_at,
  },
};
