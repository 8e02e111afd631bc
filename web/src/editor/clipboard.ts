import { parsePipelineContent, serializePipelineContent, type AppStep } from '@huiliu/core';
import type { CommandEnv } from './commands/types';

const KEY = 'huiliu_editor_clipboard';

/**
 * Copied steps live in localStorage so they paste into another pipeline, in another tab too; the system
 * clipboard gets the same JSON text for people who paste it elsewhere. Long ids survive the round trip
 * because content parsing keeps them strings.
 */
export function localClipboard(storage: Pick<Storage, 'getItem' | 'setItem'>): CommandEnv['clipboard'] {
  return {
    write(step) {
      const text = serializePipelineContent([step]);
      storage.setItem(KEY, text);
      void navigator.clipboard?.writeText(text).catch(() => undefined);
    },
    read(): AppStep | undefined {
      const text = storage.getItem(KEY);
      if (!text) return undefined;
      const parsed = parsePipelineContent(text);
      return parsed.ok ? parsed.content[0] : undefined;
    },
  };
}
