import type { PipelineListQuery } from '../../../gql/graphql';

export type ListPipeline = PipelineListQuery['pipelines']['items'][number];

/** What a row can ask the list screen to do; dialogs and calls live in the screen, not in each row. */
export interface PipelineActions {
  rename(pipeline: ListPipeline): void;
  copy(pipeline: ListPipeline): void;
  remove(pipeline: ListPipeline): void;
  toggleFavourite(pipeline: ListPipeline): void;
}
