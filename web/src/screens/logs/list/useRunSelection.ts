import { useCallback, useMemo, useState } from 'react';

export interface RunSelection {
  /** The chosen runs still on the page, in the page's order. */
  ids: readonly string[];
  has(logId: string): boolean;
  toggle(logId: string): void;
  /** All of the page, or none when all are chosen already. */
  toggleAll(): void;
  clear(): void;
  allChosen: boolean;
}

/**
 * Rows chosen for 批量删除 on the page shown. A live refresh keeps the choice of rows still shown; another page
 * or other filters (`view` changes) start with none, so nothing off screen is ever deleted.
 */
export function useRunSelection(pageIds: readonly string[], view: string): RunSelection {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const [shownView, setShownView] = useState(view);
  if (view !== shownView) {
    setShownView(view);
    setChosen(new Set());
  }
  const ids = useMemo(() => pageIds.filter((id) => chosen.has(id)), [pageIds, chosen]);
  const allChosen = pageIds.length > 0 && ids.length === pageIds.length;
  const toggle = useCallback(
    (logId: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (!next.delete(logId)) next.add(logId);
        return next;
      }),
    [],
  );
  const toggleAll = useCallback(() => setChosen(allChosen ? new Set() : new Set(pageIds)), [allChosen, pageIds]);
  const clear = useCallback(() => setChosen(new Set()), []);
  const has = useCallback((logId: string) => chosen.has(logId), [chosen]);
  return { ids, has, toggle, toggleAll, clear, allChosen };
}
