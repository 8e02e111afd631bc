import { useCallback, useMemo, useState } from 'react';
import { applyCommand } from './commands/applyCommand';
import { commandById } from './commands/registry';
import type { CommandContext, CommandEnv } from './commands/types';
import type { EditorActions, RunOptions } from './EditorActions';
import type { EditorStore } from './store/editorStore';

export interface PendingConfirmation {
  messageKey: string;
  accept(): void;
}

/**
 * Runs registry commands against the store. A command that needs confirmation (removing a switch)
 * waits for the dialog, whichever menu or key started it.
 */
export function useCommandRunner(
  store: EditorStore,
  env: CommandEnv,
): { actions: EditorActions; pending: PendingConfirmation | null; dismiss(): void } {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);

  const context = useCallback(
    (target?: string, at?: RunOptions['at']): CommandContext => ({ state: store.getState(), target, at, env }),
    [store, env],
  );

  const run = useCallback(
    (id: string, options: RunOptions = {}) => {
      const command = commandById(id);
      const ctx = context(options.target, options.at);
      if (!command.enabled(ctx)) return;
      const perform = () => store.setState((state) => applyCommand(command, { ...ctx, state }));
      const messageKey = command.confirmKey?.(ctx);
      if (messageKey) setPending({ messageKey, accept: perform });
      else perform();
    },
    [context, store],
  );

  const actions = useMemo<EditorActions>(
    () => ({ run, context, select: (uuid) => store.setState((s) => (s.selected === uuid ? s : { ...s, selected: uuid })) }),
    [run, context, store],
  );
  return { actions, pending, dismiss: () => setPending(null) };
}
