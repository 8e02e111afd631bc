import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { isUnder } from './manifestDraft';

/** A problem of the definition at a path, worded already (the platform's Chinese text or a local i18n text). */
export interface ShownProblem {
  path: string;
  message: string;
}

const ProblemsContext = createContext<readonly ShownProblem[]>([]);
export const ProblemsProvider = ProblemsContext.Provider;

/**
 * The problems of one input (for its Field's validationMessage): those at its path and, for `within`, those under
 * it (a request's `url` input also shows `…request.url.0`-style paths the platform may name).
 */
export function useProblemAt(path: string, within = false): string | undefined {
  const problems = useContext(ProblemsContext);
  const here = problems.filter((p) => (within ? isUnder(p.path, path) : p.path === path)).map((p) => p.message);
  return here.length ? here.join('；') : undefined;
}

/**
 * Every problem with its path, above the form: the platform may name a path the form has no input for
 * (`actions.0.polling`), and the reader must still learn of it; the inputs it names show it again in place.
 */
export function ProblemSummary() {
  const { t } = useTranslation('developer');
  const problems = useContext(ProblemsContext);
  if (problems.length === 0) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{t('problems.title', { count: problems.length })}</MessageBarTitle>
        <ul>
          {problems.map((p) => (
            <li key={`${p.path}:${p.message}`}>{p.path ? `${p.path}：${p.message}` : p.message}</li>
          ))}
        </ul>
      </MessageBarBody>
    </MessageBar>
  );
}
