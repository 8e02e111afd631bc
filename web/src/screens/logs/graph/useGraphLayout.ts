import { useEffect, useState } from 'react';
import type { EditorGraph } from '../../../editor/graph/toGraph';
import type { Positions } from '../../../editor/layout/elkGraph';
import type { LayoutFn } from '../../../editor/layout/layout';

/** The graph's node positions from `layout` (ELK in a worker in the app), undefined until it has placed them. */
export function useGraphLayout(graph: EditorGraph | undefined, layout: LayoutFn): Positions | undefined {
  const [placed, setPlaced] = useState<{ graph: EditorGraph; positions: Positions } | undefined>(undefined);
  useEffect(() => {
    if (!graph) return;
    let current = true;
    void layout(graph).then((positions) => current && setPlaced({ graph, positions }));
    return () => {
      current = false;
    };
  }, [graph, layout]);
  return placed && placed.graph === graph ? placed.positions : undefined;
}
