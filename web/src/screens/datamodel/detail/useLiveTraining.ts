import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import type { TrainingPartsFragment } from '../../../gql/graphql';
import { usePolling } from '../../../util/usePolling';
import { ModelTrainingQuery } from '../documents';
import { isUnfinished } from '../shared/modelText';

/** How often an unfinished training is asked for its progress (the platform writes it at most every 200 ms). */
const POLL_MS = 1000;

/**
 * The model's latest training as it goes: while it is queued or running, asked again every second (any process
 * answers: the progress lives in the database); `onEnd` once it has ended, so the page reads its new version.
 */
export function useLiveTraining(latest: TrainingPartsFragment | null | undefined, onEnd: () => void): TrainingPartsFragment | null {
  const watching = !!latest && isUnfinished(latest.status);
  const [result, refetch] = useQuery({
    query: ModelTrainingQuery,
    variables: { tmid: latest?.tmid ?? '' },
    pause: !watching,
    requestPolicy: 'network-only',
  });
  const polled = result.data?.modelTraining;
  const live = polled && polled.tmid === latest?.tmid ? polled : (latest ?? null);
  const running = !!live && isUnfinished(live.status);
  usePolling(() => refetch({ requestPolicy: 'network-only' }), POLL_MS, running);
  const ended = useRef<string | null>(null);
  useEffect(() => {
    if (watching && live && !isUnfinished(live.status) && ended.current !== live.tmid) {
      ended.current = live.tmid;
      onEnd();
    }
  }, [watching, live, onEnd]);
  return live;
}
