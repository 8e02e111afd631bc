import type { Node } from '@xyflow/react';
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

/** The frames as React Flow nodes behind the steps (`loopFrame`, LoopFrameNode), for the editor and a run's graph. */
export function loopFrameNodes(graph: EditorGraph, positions: Positions): Node[] {
  return loopFrames(graph, positions).map((f) => ({
    id: `loop:${f.uuid}`,
    type: 'loopFrame',
    position: { x: f.x, y: f.y },
    data: { uuid: f.uuid, width: f.width, height: f.height },
    selectable: false,
    focusable: false,
    zIndex: -1,
  }));
}
