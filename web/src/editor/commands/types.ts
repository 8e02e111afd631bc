import type { AppStep, PipelineContent, StepLocation } from '@huiliu/core';
import type { EditorState } from '../store/editorState';

/** A key combination; `mod` is Ctrl (or ⌘ on a Mac). */
export interface Shortcut {
  key: string;
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

/** What commands may touch beyond the state: ids, the clipboard and the view. */
export interface CommandEnv {
  newUuid(): string;
  clipboard: { write(step: AppStep): void; read(): AppStep | undefined };
  view: { fitView(): void; revealStep(uuid: string): void };
}

/** A panel edit: a core operation on the content; edits with the same `mergeKey` in a row are one undo step. */
export interface ContentEdit {
  change(content: PipelineContent): PipelineContent;
  mergeKey?: string;
}

export interface CommandContext {
  state: EditorState;
  /** The step a menu or the keyboard acts on: the menu's step, else the selected one. */
  target?: string;
  /** Where an insert goes (the '+' buttons). */
  at?: StepLocation;
  /** What a panel edit changes (the step panel's fields, branches and action). */
  edit?: ContentEdit;
  env: CommandEnv;
}

/**
 * One editor command (STYLE: excalidraw's actions): menus, shortcuts and undo history all read the
 * same registry, so a command behaves the same from wherever it is started.
 */
export interface EditorCommand {
  id: string;
  /** i18n key (namespace 'editor'); may depend on the target (停用 / 启用). */
  labelKey: string | ((ctx: CommandContext) => string);
  shortcuts?: readonly Shortcut[];
  /** Whether performing it enters undo history. */
  recordsHistory: boolean;
  /** Where it is offered besides its shortcut. */
  menu?: 'step' | 'toolbar';
  enabled(ctx: CommandContext): boolean;
  /** A question (i18n key) the person must confirm first, e.g. removing a switch removes its branches. */
  confirmKey?(ctx: CommandContext): string | undefined;
  /** The next state, or undefined when it only acted on the view or the clipboard. */
  perform(ctx: CommandContext): EditorState | undefined;
}
