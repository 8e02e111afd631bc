import { useCallback } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { CreatePipelineFromTemplateMutation } from '../documents';
import { toCreateInput, type ChoosableTemplate, type TemplateChoices } from '../shared/templateChoices';

/** A new pipeline refreshes the pipeline lists, and the template's use count. */
const createContext = { additionalTypenames: ['Pipeline', 'Template'] };

export type Created = { processId: string; error?: undefined } | { processId?: undefined; error: CombinedError };

/** createPipelineFromTemplate with the person's choices: one write on the platform, or nothing. */
export function useCreateFromTemplate(): {
  create(template: ChoosableTemplate, choices: TemplateChoices, shareToken: string | null): Promise<Created>;
  creating: boolean;
} {
  const [state, mutate] = useMutation(CreatePipelineFromTemplateMutation);
  const create = useCallback(
    async (template: ChoosableTemplate, choices: TemplateChoices, shareToken: string | null): Promise<Created> => {
      const { data, error } = await mutate({ input: toCreateInput(template, choices, shareToken) }, createContext);
      if (data) return { processId: data.createPipelineFromTemplate.processId };
      // urql reports a reply without data and without errors as neither; it is still a failure
      return { error: error! };
    },
    [mutate],
  );
  return { create, creating: state.fetching };
}
