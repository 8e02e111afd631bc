import { fromTypedConditionGroups, toTypedConditionGroups, type TypedCondition } from '@huiliu/core';
import type { DataModelInput, Resolvers, UpdateDataModelInput } from '../../generated/resolvers-types';
import type { RestDataModel } from '../../rest';
import { toRest } from '../../rest-names';

/**
 * issue 17 datamodel — /v1/api/datamodel (docs/rest-contract-datamodel.md); the plain calls are in routes.ts. A
 * model's pre-filter is typed both ways with the pipeline's own conditions (core typed.ts): operator names in
 * GraphQL, spec §5 codes in REST.
 */
function restSettings(input: DataModelInput | UpdateDataModelInput) {
  const { preFilter, ...rest } = input;
  const groups = preFilter ? fromTypedConditionGroups(preFilter as TypedCondition[][]) : undefined;
  return { ...toRest(rest), ...(groups ? { pre_filter: groups } : {}) };
}

export const datamodelResolvers: Resolvers = {
  Mutation: {
    createDataModel: (_parent, { input }, { upstream }) => upstream.post<RestDataModel>('/v1/api/datamodel/add', restSettings(input)),
    updateDataModel: (_parent, { input }, { upstream }) => upstream.post<RestDataModel>('/v1/api/datamodel/update', restSettings(input)),
  },
  DataModel: {
    // a saved pre-filter whose rows are not all known operators (none the platform accepts) reads as none
    preFilter: (model) => toTypedConditionGroups(model.pre_filter) ?? [],
  },
};
