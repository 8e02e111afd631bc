import { useState } from 'react';
import { moveBy, removeAt } from './manifestDraft';

/**
 * React keys that follow a list's items through moves and removals. The rows (a field, an action) keep text being
 * typed in their own state (select options, a JSON body, a sample); keyed by position, removing or moving one
 * handed that text to its neighbour, whose next keystroke then wrote it into the wrong item. The item's own id
 * cannot be the key either: it is being typed. A list that grows or shrinks from elsewhere (添加) gets fresh keys
 * at its end.
 */
export function useStableKeys(count: number) {
  // a new key is one past the largest in use: unique among the rows shown, which is all React asks of a key
  const fresh = (taken: readonly number[], n: number) => Array.from({ length: n }, (_, i) => Math.max(-1, ...taken) + 1 + i);
  const [keys, setKeys] = useState<number[]>(() => fresh([], count));
  let current = keys;
  if (keys.length !== count) {
    current = count > keys.length ? [...keys, ...fresh(keys, count - keys.length)] : keys.slice(0, count);
    setKeys(current);
  }
  return {
    keys: current,
    /** Call beside the list's own moveBy. */
    moved: (index: number, by: -1 | 1) => setKeys(moveBy(current, index, by)),
    /** Call beside the list's own removeAt. */
    removed: (index: number) => setKeys(removeAt(current, index)),
  };
}
