import { useRouteError } from 'react-router';
import { LoadFailure } from './LoadFailure';

/** errorElement of every route: a failed lazy chunk surfaces here with the target already in the URL. */
export function RouteError() {
  return <LoadFailure error={useRouteError()} />;
}
