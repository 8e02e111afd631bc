import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { aPipeline, type AppStep, type PipelineContent } from '@huiliu/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Client, subscriptionExchange } from '@urql/core';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider as UrqlProvider } from 'urql';
import type { CommandEnv } from '../editor/commands/types';
import { EditorActionsContext } from '../editor/EditorActions';
import { createEditorStore, type EditorStore } from '../editor/store/editorStore';
import { initialEditorState } from '../editor/store/editorState';
import { EditorStoreContext } from '../editor/store/useEditorStore';
import { useCommandRunner } from '../editor/useCommandRunner';
import { APP_TOASTER_ID } from '../layout/toaster';
import { testI18n } from './i18n';

/** A client whose transport never answers: the editor's queries (variables, webhook address) stay pending, quietly. */
const offlineClient = new Client({
  url: 'http://test.invalid/graphql',
  exchanges: [
    subscriptionExchange({ enableAllOperations: true, forwardSubscription: () => ({ subscribe: () => ({ unsubscribe: () => undefined }) }) }),
  ],
});

function testEnv(): CommandEnv {
  let n = 0;
  let clip: AppStep | undefined;
  return {
    newUuid: () => `u${++n}`,
    clipboard: { write: (step) => (clip = structuredClone(step)), read: () => clip },
    view: { fitView: () => undefined, revealStep: () => undefined },
  };
}

function EditorFrameForTests({ store, children }: { store: EditorStore; children: ReactNode }) {
  const [env] = useState(testEnv);
  const { actions } = useCommandRunner(store, env);
  return <EditorActionsContext.Provider value={actions}>{children}</EditorActionsContext.Provider>;
}

/**
 * Render part of the editor as the app does: one editor store (from `content`), the command runner, Fluent,
 * i18next in `language` and an offline GraphQL client (or `client`). Returns the store to read edits from, and a user.
 */
export function renderInEditor(ui: ReactNode, options: { content?: PipelineContent; language?: 'zh-CN' | 'en'; client?: Client } = {}) {
  const store = createEditorStore(initialEditorState('流程', options.content ?? aPipeline().build()));
  const i18n = testI18n(options.language);
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={options.client ?? offlineClient}>
          <EditorStoreContext.Provider value={store}>
            <EditorFrameForTests store={store}>{ui}</EditorFrameForTests>
          </EditorStoreContext.Provider>
        </UrqlProvider>
        <Toaster toasterId={APP_TOASTER_ID} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { ...view, store, user, i18n };
}
