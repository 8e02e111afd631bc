import { copyToClipboardCommand, pasteCommand } from './clipboardCommands';
import { redoCommand, undoCommand } from './historyCommands';
import {
  duplicateStepCommand,
  editStepCommand,
  insertStepCommand,
  moveDownCommand,
  moveUpCommand,
  removeStepCommand,
  toggleDisabledCommand,
} from './stepCommands';
import type { EditorCommand } from './types';
import { deselectCommand, firstProblemCommand, fitViewCommand, selectNextCommand, selectPreviousCommand } from './viewCommands';

/** The one registry: the step menu, the toolbar, the shortcuts and undo history all read it. */
export const COMMANDS: readonly EditorCommand[] = [
  undoCommand,
  redoCommand,
  insertStepCommand,
  duplicateStepCommand,
  copyToClipboardCommand,
  pasteCommand,
  moveUpCommand,
  moveDownCommand,
  toggleDisabledCommand,
  removeStepCommand,
  editStepCommand,
  selectNextCommand,
  selectPreviousCommand,
  deselectCommand,
  fitViewCommand,
  firstProblemCommand,
];

export function commandById(id: string): EditorCommand {
  const command = COMMANDS.find((c) => c.id === id);
  if (!command) throw new Error(`unknown editor command ${id}`);
  return command;
}
