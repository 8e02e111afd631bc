import { locateStep, pasteStep, type StepLocation } from '@huiliu/core';
import { recordingUuid, targetStep } from './target';
import type { EditorCommand } from './types';

export const copyToClipboardCommand: EditorCommand = {
  id: 'clipboard.copy',
  labelKey: 'commands.copy',
  menu: 'step',
  shortcuts: [{ key: 'c', mod: true }],
  recordsHistory: false,
  enabled: (ctx) => {
    const t = targetStep(ctx);
    return !!t && !t.isTrigger;
  },
  perform: (ctx) => {
    ctx.env.clipboard.write(targetStep(ctx)!.step);
    return undefined;
  },
};

/** Paste after the target step in its list, or at the end of the pipeline when none is selected. */
function pasteLocation(ctx: Parameters<EditorCommand['perform']>[0]): StepLocation {
  const uuid = ctx.target ?? ctx.state.selected;
  const found = uuid ? locateStep(ctx.state.content, uuid) : undefined;
  if (ctx.at) return ctx.at;
  if (found) return { ...found.container, index: found.index + 1 };
  return { index: ctx.state.content.length };
}

export const pasteCommand: EditorCommand = {
  id: 'clipboard.paste',
  labelKey: 'commands.paste',
  shortcuts: [{ key: 'v', mod: true }],
  menu: 'toolbar',
  recordsHistory: true,
  enabled: (ctx) => ctx.env.clipboard.read() !== undefined && ctx.state.content.length > 0,
  perform: (ctx) => {
    const copied = ctx.env.clipboard.read()!;
    const uuids = recordingUuid(ctx.env.newUuid);
    const pasted = pasteStep(ctx.state.content, copied, pasteLocation(ctx), uuids.next);
    return { ...ctx.state, content: pasted.content, selected: pasted.uuid };
  },
};
