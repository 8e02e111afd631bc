import ELK from 'elkjs/lib/elk-api';
import workerUrl from 'elkjs/lib/elk-worker.min.js?url';
import { positionsOf, toElkGraph } from './elkGraph';
import type { LayoutFn } from './layout';

let elk: InstanceType<typeof ELK> | undefined;

/**
 * ELK in a Web Worker (TOOLCHAIN: the bundled elkjs is 1.6 MB and would block the page): the worker
 * script is its own asset, loaded the first time a pipeline is laid out, and shared by every editor.
 */
export const elkWorkerLayout: LayoutFn = async (graph) => {
  elk ??= new ELK({ workerFactory: () => new Worker(workerUrl) });
  return positionsOf(await elk.layout(toElkGraph(graph)));
};
