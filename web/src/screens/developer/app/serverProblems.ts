import type { CombinedError } from 'urql';
import { splitServerProblem } from '../definition/manifestDraft';
import type { ShownProblem } from '../definition/problems';

/**
 * The problems of a refused definition (4261 `extensions.data.problems`, each { path, message }); a platform that
 * sends them as "path：message" strings is read the same way. None when the error is another one.
 */
export function serverProblems(error: CombinedError | undefined): ShownProblem[] {
  const extensions = error?.graphQLErrors[0]?.extensions as { data?: { problems?: unknown }; problems?: unknown } | undefined;
  const list = extensions?.data?.problems ?? extensions?.problems;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p: unknown): ShownProblem[] => {
    if (typeof p === 'string') return [splitServerProblem(p)];
    if (p && typeof p === 'object' && typeof (p as ShownProblem).message === 'string') {
      const { path, message } = p as { path?: unknown; message: string };
      return [{ path: typeof path === 'string' ? path : Array.isArray(path) ? path.join('.') : '', message }];
    }
    return [];
  });
}
