import { useEffect, useState } from 'react';
import type { EditorGraph } from '../graph/toGraph';
import type { Positions } from './elkGraph';
import type { LayoutFn } from './layout';

/**
 * The positions `layout` last gave (ELK in a worker in the app) and whether they are the current graph's. When the
 * graph changes the previous positions stay until its own arrive, so the editor's canvas does not go blank between
 * two layouts; a run's graph, which never changes, waits for `current`.
 */
export function useGraphLayout(graph: EditorGraph | undefined, layout: LayoutFn): { positions: Positions | undefined; current: boolean } {
  const [placed, setPlaced] = useState<{ graph: EditorGraph; positions: Positions } | undefined>(undefined);
  useEffect(() => {
    if (!graph) return;
    let current = true;
    void layout(graph).then((positions) => current && setPlaced({ graph, positions }));
    return () => {
      current = false;
    };
  }, [graph, layout]);
  return { positions: placed?.positions, current: placed !== undefined && placed.graph === graph };
}
