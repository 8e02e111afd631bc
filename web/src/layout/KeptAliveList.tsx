import { Activity, useState } from 'react';
import { LazyScreen } from '../routing/LazyScreen';

/**
 * spec §2: the pipeline list is kept alive when leaving and returning. Once visited it stays
 * mounted inside a hidden <Activity>, so filters, page and (restored) scroll position survive.
 */
export function KeptAliveList({ active }: { active: boolean }) {
  const [visited, setVisited] = useState(active);
  if (active && !visited) setVisited(true);
  if (!visited) return null;
  return (
    <Activity mode={active ? 'visible' : 'hidden'}>
      <LazyScreen screen="pipelineList" />
    </Activity>
  );
}
