/** Resident memory of a whole process tree, read from /proc (Linux): a process and every descendant. */
import { readdirSync, readFileSync } from 'node:fs';

function parentOf(pid: number): number | undefined {
  try {
    // the command name (field 2) is in parentheses and may hold spaces: the parent pid follows the last ')'
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined; // gone meanwhile
  }
}

/** The pid and all its descendants alive now. */
export function treePids(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const out: number[] = [];
  const walk = (pid: number) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const sumMb = (pids: number[], field: 'VmRSS' | 'VmHWM') => Math.round(pids.reduce((sum, pid) => sum + statusKb(pid, field), 0) / 1024);

/** RSS of the tree in MB (threads share their process's memory, so worker threads count once). */
export function treeRssMb(root: number): { mb: number; processes: number } {
  const pids = treePids(root);
  return { mb: sumMb(pids, 'VmRSS'), processes: pids.length };
}

/**
 * The kernel's own high-water mark (VmHWM) summed over the tree: exact for one process, an upper bound
 * for several (their peaks need not coincide). A cross-check of the sampled peak, which can miss a spike.
 */
export const treeHwmMb = (root: number): number => sumMb(treePids(root), 'VmHWM');

/** Samples the tree's RSS every `everyMs` until stopped; `stop()` gives the peak seen, in MB. */
export function sampleTreeRss(root: number, everyMs = 100): { stop: () => number } {
  let peak = treeRssMb(root).mb;
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(root).mb)), everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeRssMb(root).mb);
    },
  };
}
