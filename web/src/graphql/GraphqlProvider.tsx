import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { appErrorBus } from '../errors/appErrorBus';
import { useSession } from '../session/useSession';
import { createGraphqlClient } from './createGraphqlClient';

/** urql sends `Authorization: Bearer <token>`; a new token means a new client and an empty cache. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const client = useMemo(() => createGraphqlClient(token, appErrorBus), [token]);
  return <Provider value={client}>{children}</Provider>;
}
