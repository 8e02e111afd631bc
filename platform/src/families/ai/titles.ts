import type { AiLang } from '@huiliu/contract';
import { findBuiltinApp } from '@huiliu/core';
import type { BuildDraftOptions } from '@huiliu/core/ai';

/**
 * The titles of steps a draft leaves unnamed, in the reader's language: zh-CN action names (core's default), or in
 * English the catalogue's English action names and no title for a built-in, which the editor words itself.
 */
export function actionTitles(lang: AiLang): BuildDraftOptions['actionTitle'] {
  if (lang !== 'en') return undefined;
  return (app, actionId) => (findBuiltinApp(app.app_id) ? undefined : app.en.actions?.[actionId]?.name);
}
