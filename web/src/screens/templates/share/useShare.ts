import { useCallback } from 'react';
import { useMutation, type CombinedError } from 'urql';
import type { SharedTemplatePartsFragment } from '../../../gql/graphql';
import { SharePipelineMutation, UpdateTemplateMutation } from '../shareDocuments';
import { shareRequest, type ShareForm, type ShareStart } from './shareForm';

/** A share changes the pipeline's share status (the lists) and the company's templates (my shares, the gallery). */
const shareContext = { additionalTypenames: ['Template', 'Pipeline', 'TemplatePage'] };

export type Shared = { template: SharedTemplatePartsFragment; error?: undefined } | { template?: undefined; error: CombinedError };

/** Shares a pipeline, or shares it again through its existing template (shareRequest decides). */
export function useShare() {
  const [created, sharePipeline] = useMutation(SharePipelineMutation);
  const [updated, updateTemplate] = useMutation(UpdateTemplateMutation);
  const share = useCallback(
    async (processId: string, start: ShareStart, form: ShareForm): Promise<Shared> => {
      const request = shareRequest(processId, start, form);
      if (request.kind === 'create') {
        const { data, error } = await sharePipeline({ input: request.input }, shareContext);
        return data ? { template: data.sharePipeline } : { error: error! };
      }
      const { data, error } = await updateTemplate({ templateId: request.templateId, input: request.input }, shareContext);
      return data ? { template: data.updateTemplate } : { error: error! };
    },
    [sharePipeline, updateTemplate],
  );
  return { share, sharing: created.fetching || updated.fetching };
}
