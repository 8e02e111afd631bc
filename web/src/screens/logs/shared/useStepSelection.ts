import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The parts of a recorded step the selection reads. */
interface SelectableStep {
  id: string;
  status: string;
}

/**
 * The step open in a run's step panel, kept in the address (`?step=…`) so a link opens the same step: by default
 * the first that failed (what a person opening a failed run looks for), else the first.
 */
export function useStepSelection<S extends SelectableStep>(steps: readonly S[]): [S | undefined, (stepId: string) => void] {
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('step');
  const selected = steps.find((s) => s.id === wanted) ?? steps.find((s) => s.status === 'failed') ?? steps[0];
  const select = useCallback(
    (stepId: string) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', stepId);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return [selected, select];
}
