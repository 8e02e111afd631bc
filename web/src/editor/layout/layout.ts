import type { EditorGraph } from '../graph/toGraph';
import type { Positions } from './elkGraph';

/** Places a graph's nodes; the editor depends on this, not on ELK, so a layout can be swapped or faked. */
export type LayoutFn = (graph: EditorGraph) => Promise<Positions>;
