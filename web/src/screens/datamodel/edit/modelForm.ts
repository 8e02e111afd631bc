import {
  fromTypedConditionGroups,
  isFilterComplete,
  toFilterGroups,
  toTypedConditionGroups,
  type FilterGroups,
  type TypedCondition,
} from '@huiliu/core';
import type { DataModelInput, FilterOperator } from '../../../gql/graphql';

/** What the form holds; the pre-filter in spec §5 codes, as core's filter rules read it. */
export interface ModelForm {
  name: string;
  scene: string;
  desc: string;
  datasourceId: string;
  predictField: string;
  predictFieldName: string;
  feature: string[];
  preFilter: FilterGroups;
}

export type ModelFormErrors = Partial<Record<'name' | 'datasourceId' | 'predictField' | 'feature' | 'preFilter', string>>;

export const emptyForm = (): ModelForm => ({
  name: '',
  scene: '',
  desc: '',
  datasourceId: '',
  predictField: '',
  predictFieldName: '',
  feature: [],
  preFilter: [],
});

/** A saved model as the form starts editing it. */
export function formOf(model: {
  name: string;
  scene: string;
  desc: string;
  datasourceId: string;
  predictField: string;
  predictFieldName: string;
  feature: { name: string }[];
  preFilter: { field: string; operator: FilterOperator; value?: unknown }[][];
}): ModelForm {
  return {
    name: model.name,
    scene: model.scene,
    desc: model.desc,
    datasourceId: model.datasourceId,
    predictField: model.predictField,
    predictFieldName: model.predictFieldName === model.predictField ? '' : model.predictFieldName,
    feature: model.feature.map((f) => f.name),
    preFilter: toFilterGroups(fromTypedConditionGroups(model.preFilter as TypedCondition[][])),
  };
}

/** i18n keys (datamodel namespace) of what is missing, by field; empty when the form can be saved. */
export function formErrors(form: ModelForm): ModelFormErrors {
  const errors: ModelFormErrors = {};
  if (!form.name.trim()) errors.name = 'form.errors.name';
  if (!form.datasourceId) errors.datasourceId = 'form.errors.datasource';
  if (!form.predictField) errors.predictField = 'form.errors.predictField';
  if (form.feature.length === 0) errors.feature = 'form.errors.feature';
  if (form.preFilter.length > 0 && !isFilterComplete(form.preFilter)) errors.preFilter = 'form.errors.preFilter';
  return errors;
}

/** The GraphQL input: typed operators, the predict field never among the features, blanks left out. */
export function inputOf(form: ModelForm): DataModelInput {
  const preFilter = toTypedConditionGroups(form.preFilter) as DataModelInput['preFilter'];
  return {
    name: form.name.trim(),
    scene: form.scene.trim(),
    desc: form.desc.trim(),
    datasourceId: form.datasourceId,
    predictField: form.predictField,
    predictFieldName: form.predictFieldName.trim(),
    feature: form.feature.filter((f) => f !== form.predictField),
    preFilter: preFilter ?? [],
  };
}

/** Choosing another data source starts the fields over: its columns are other columns. */
export function withDatasource(form: ModelForm, datasourceId: string): ModelForm {
  return { ...form, datasourceId, predictField: '', feature: [], preFilter: [] };
}

/** Choosing the predict field takes it out of the features. */
export function withPredictField(form: ModelForm, predictField: string): ModelForm {
  return { ...form, predictField, feature: form.feature.filter((f) => f !== predictField) };
}
