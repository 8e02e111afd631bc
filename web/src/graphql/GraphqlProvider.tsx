import { useMemo, type ReactNode } from 'react';
import { Provider } from 'urql';
import { appErrorBus } from '../errors/appErrorBus';
import { useSession } from '../session/useSession';
import { createGraphqlClient } from './createGraphqlClient';

/** A new session (sign-in, sign-out) means a new client and an empty cache. */
export function GraphqlProvider({ children }: { children: ReactNode }) {
  const { session } = useSession();
  // keyed on the session though it never reads it: the cookie, not the client, carries the session
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the dependency is the point: a new session, a new cache
  const client = useMemo(() => createGraphqlClient(appErrorBus), [session]);
  return <Provider value={client}>{children}</Provider>;
}
