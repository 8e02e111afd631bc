import { NODE_SIZE, stepNodeId, type EditorGraph } from '../graph/toGraph';
import type { Positions } from './elkGraph';

export interface LoopFrame {
  uuid: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const PAD = 16;
const LABEL = 24;

/** The frame drawn around each loop and the steps inside it, from laid-out positions. */
export function loopFrames(graph: EditorGraph, positions: Positions): LoopFrame[] {
  const { width, height } = NODE_SIZE.step;
  return graph.loops.flatMap((loop) => {
    const boxes = [loop.uuid, ...loop.members].map((uuid) => positions.get(stepNodeId(uuid))).filter((p) => p !== undefined);
    if (boxes.length === 0) return [];
    const left = Math.min(...boxes.map((b) => b.x)) - PAD;
    const top = Math.min(...boxes.map((b) => b.y)) - PAD - LABEL;
    const right = Math.max(...boxes.map((b) => b.x + width)) + PAD;
    const bottom = Math.max(...boxes.map((b) => b.y + height)) + PAD;
    return [{ uuid: loop.uuid, x: left, y: top, width: right - left, height: bottom - top }];
  });
}
