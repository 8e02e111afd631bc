import { AppError } from '@huiliu/core';
import { useCallback, useMemo, useState } from 'react';
import { applyCommand } from './commands/applyCommand';
import { commandById } from './commands/registry';
import type { CommandContext, CommandEnv } from './commands/types';
import type { EditorActions, RunOptions } from './EditorActions';
import type { EditorStore } from './store/editorStore';
import { useErrorToast } from '../errors/useErrorToast';

export interface PendingConfirmation {
  messageKey: string;
  accept(): void;
}

/**
 * Runs registry commands against the store. A command that needs confirmation (removing a switch)
 * waits for the dialog, whichever menu or key started it; one that core refuses leaves the state as it
 * was and tells the reader why, in their language.
 */
export function useCommandRunner(
  store: EditorStore,
  env: CommandEnv,
): { actions: EditorActions; pending: PendingConfirmation | null; dismiss(): void } {
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const showError = useErrorToast();

  const context = useCallback(
    (target?: string, at?: RunOptions['at']): CommandContext => ({ state: store.getState(), target, at, env }),
    [store, env],
  );

  const run = useCallback(
    (id: string, options: RunOptions = {}) => {
      const command = commandById(id);
      const ctx = { ...context(options.target, options.at), edit: options.edit };
      if (!command.enabled(ctx)) return;
      const perform = () => {
        try {
          store.setState((state) => applyCommand(command, { ...ctx, state }));
        } catch (error) {
          // core refuses an edit with a catalogue error (the step is gone, the trigger cannot): say why, change nothing
          if (!(error instanceof AppError)) throw error;
          showError(error);
        }
      };
      const messageKey = command.confirmKey?.(ctx);
      if (messageKey) setPending({ messageKey, accept: perform });
      else perform();
    },
    [context, store, showError],
  );

  const actions = useMemo<EditorActions>(
    () => ({ run, context, select: (uuid) => store.setState((s) => (s.selected === uuid ? s : { ...s, selected: uuid })) }),
    [run, context, store],
  );
  return { actions, pending, dismiss: () => setPending(null) };
}
