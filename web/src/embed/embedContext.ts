import { createContext, useContext } from 'react';
import type { EmbedBridge } from './bridge';

/** issue 14: what a screen inside the embedded app may need: the bridge to the partner's page and the fixed app list. */
export interface EmbedState {
  cfgId: string;
  bridge: EmbedBridge;
  /** The page configuration's fixed app list (app ids); empty offers every app. */
  appIds: readonly string[];
}

export const EmbedContext = createContext<EmbedState | null>(null);

/** The embedded app's state, or null in the ordinary app (screens then behave exactly as before). */
export function useEmbed(): EmbedState | null {
  return useContext(EmbedContext);
}
