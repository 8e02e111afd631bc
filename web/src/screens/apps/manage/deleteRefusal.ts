import type { CombinedError } from 'urql';

export interface BrokenPipeline {
  processId: string;
  title: string;
}

const asPipeline = (value: unknown): BrokenPipeline | undefined => {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const id = v.processId ?? v.process_id;
  return id === undefined || id === null ? undefined : { processId: String(id), title: typeof v.title === 'string' ? v.title : String(id) };
};

/**
 * The pipelines a refused deleteAppAccount names (its error extensions carry them: `pipelines` as GraphQL
 * camelCase or the REST reply's process_id + title); empty when the refusal is of another kind.
 */
export function breakingPipelines(error: CombinedError): BrokenPipeline[] {
  for (const e of error.graphQLErrors) {
    const list = (e.extensions as Record<string, unknown>).pipelines;
    if (Array.isArray(list)) return list.map(asPipeline).filter((p): p is BrokenPipeline => !!p);
  }
  return [];
}
