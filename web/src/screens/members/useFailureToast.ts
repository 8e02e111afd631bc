import type { CombinedError } from 'urql';
import { useErrorToast } from '../../errors/useErrorToast';
import { isHandledAtRoot } from '../pipelines/shared/useAppToast';

/** A refused change, in the reader's language (the platform's own words in Chinese), unless the root tells already. */
export function useFailureToast(): (error: CombinedError) => void {
  const toast = useErrorToast();
  return (error) => {
    if (!isHandledAtRoot(error)) toast(error);
  };
}
