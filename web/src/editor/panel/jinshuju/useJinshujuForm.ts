import { useQuery } from 'urql';
import { JinshujuFormQuery } from '../../../screens/apps/jinshuju/documents';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/**
 * The 金数据 form a step names (params.form) through the step's account: its labelled fields and the pipelines it
 * triggers. Nothing is asked until both are chosen, and a form given as a mapping (`{{…}}`) is not looked up.
 */
export function useJinshujuForm(accountId: unknown, formToken: unknown) {
  const jsjId = text(accountId);
  const token = text(formToken);
  const ready = jsjId !== '' && /^[A-Za-z0-9_-]{1,64}$/.test(token);
  const [result, refetch] = useQuery({ query: JinshujuFormQuery, variables: { jsjId, formToken: token }, pause: !ready });
  return { ready, form: ready ? result.data?.jinshujuForm : undefined, fetching: result.fetching, error: result.error, refetch };
}
