import type { StepLocation } from '@huiliu/core';
import { createContext, useContext } from 'react';
import type { CommandContext, ContentEdit } from './commands/types';

export interface RunOptions {
  target?: string;
  at?: StepLocation;
  edit?: ContentEdit;
}

/** What components use to start commands; the editor root owns confirmation and the environment. */
export interface EditorActions {
  run(commandId: string, options?: RunOptions): void;
  select(uuid: string | undefined): void;
  /** The context a command would run in now, to ask whether it is enabled and how it is labelled. */
  context(target?: string): CommandContext;
}

export const EditorActionsContext = createContext<EditorActions | null>(null);

export function useEditorActions(): EditorActions {
  const actions = useContext(EditorActionsContext);
  if (!actions) throw new Error('useEditorActions outside the editor');
  return actions;
}
