import { useCallback, useState } from 'react';
import { useMutation, type CombinedError } from 'urql';
import { SetPipelineStatusMutation } from '../../pipelines/list/documents';
import { useCreateFromTemplate } from '../create/useCreateFromTemplate';
import type { ChoosableTemplate, TemplateChoices } from '../shared/templateChoices';

/** How "创建并启用" ended: not created (the error), or created and switched on, or created but refused switching on. */
export type CreateOutcome =
  { kind: 'failed'; error: CombinedError } | { kind: 'enabled'; processId: string } | { kind: 'notEnabled'; processId: string; error: CombinedError };

/**
 * createPipelineFromTemplate, then setPipelineStatus ON. Switching on may be refused (a plan limit, an incomplete
 * step): the pipeline exists by then, so the outcome says so instead of pretending nothing happened.
 */
export function useCreateAndEnable() {
  const { create, creating } = useCreateFromTemplate();
  const [enabling, setStatus] = useMutation(SetPipelineStatusMutation);
  const [outcome, setOutcome] = useState<CreateOutcome>();
  const run = useCallback(
    async (template: ChoosableTemplate, choices: TemplateChoices, shareToken: string | null) => {
      const created = await create(template, choices, shareToken);
      if (created.processId === undefined) return setOutcome({ kind: 'failed', error: created.error });
      const { error } = await setStatus({ processId: created.processId, status: 'ON' });
      setOutcome(error ? { kind: 'notEnabled', processId: created.processId, error } : { kind: 'enabled', processId: created.processId });
    },
    [create, setStatus],
  );
  return { run, outcome, busy: creating || enabling.fetching };
}
