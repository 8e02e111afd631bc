import { makeStyles, tokens } from '@fluentui/react-components';
import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { localStore } from '../browser';
import type { PipelineStatus } from '../gql/graphql';
import { useCanvasView } from './canvas/CanvasView';
import { EditorCanvas } from './canvas/EditorCanvas';
import { localClipboard } from './clipboard';
import type { CommandEnv } from './commands/types';
import { ConfirmDialog } from './ConfirmDialog';
import { EditorActionsContext } from './EditorActions';
import type { LayoutFn } from './layout/layout';
import { LeaveDialog } from './LeaveDialog';
import { PanelResizer } from './panel/PanelResizer';
import { loadPanelWidth, savePanelWidth } from './panel/panelWidth';
import { StepPanel } from './panel/StepPanel';
import { useCatalogueValidation } from './store/catalogueValidation';
import { createEditorStore, type EditorStore } from './store/editorStore';
import { useLeaveGuard } from '../routing/useLeaveGuard';
import { isDirty, type EditorState } from './store/editorState';
import { EditorStoreContext, useEditorStore } from './store/useEditorStore';
import { EditorToolbar } from './toolbar/EditorToolbar';
import { useCommandRunner } from './useCommandRunner';
import { useShortcuts } from './useShortcuts';

const useStyles = makeStyles({
  // the page area pads its screens; the editor takes all of it
  root: { position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground1 },
  body: { flexGrow: 1, minHeight: 0, display: 'flex' },
  canvas: { flexGrow: 1, minWidth: '32px', position: 'relative' },
  panel: { flexShrink: 0, minWidth: 0, overflowY: 'auto', backgroundColor: tokens.colorNeutralBackground1 },
});

export interface PipelineEditorProps {
  initial: EditorState;
  processId: string | undefined;
  status: PipelineStatus;
  layout: LayoutFn;
}

/** The pipeline editor: toolbar, canvas and the right-hand step panel over one store. */
export function PipelineEditor(props: PipelineEditorProps) {
  const [store] = useState(() => createEditorStore(props.initial));
  return (
    <EditorStoreContext.Provider value={store}>
      <ReactFlowProvider>
        <EditorFrame {...props} store={store} />
      </ReactFlowProvider>
    </EditorStoreContext.Provider>
  );
}

function EditorFrame({ store, processId, status, layout }: PipelineEditorProps & { store: EditorStore }) {
  const styles = useStyles();
  const view = useCanvasView();
  const env = useMemo<CommandEnv>(() => ({ newUuid: () => crypto.randomUUID(), clipboard: localClipboard(localStore), view }), [view]);
  const { actions, pending, dismiss } = useCommandRunner(store, env);
  // validate steps with the app catalogue (needsAccount, account state, catalogue fields; issue 11)
  useCatalogueValidation();
  const root = useRef<HTMLDivElement>(null);
  const body = useRef<HTMLDivElement>(null);
  // the width a person dragged the panel to stays for the next step, pipeline and visit
  const [panelWidth, setPanelWidth] = useState(() => loadPanelWidth(localStore));
  const resizePanel = useCallback((width: number) => {
    setPanelWidth(width);
    savePanelWidth(localStore, width);
  }, []);
  const selected = useEditorStore((s) => s.selected);
  const blocker = useLeaveGuard(() => isDirty(store.getState()));
  useShortcuts(actions, root);

  return (
    <EditorActionsContext.Provider value={actions}>
      <div className={styles.root} ref={root}>
        <EditorToolbar store={store} processId={processId} status={status} />
        <div className={styles.body} ref={body}>
          <div className={styles.canvas}>
            <EditorCanvas layout={layout} />
          </div>
          {selected && (
            <>
              <PanelResizer width={panelWidth} containerWidth={() => body.current?.clientWidth ?? window.innerWidth} onResize={resizePanel} />
              <div className={styles.panel} style={{ width: panelWidth }}>
                <StepPanel key={selected} uuid={selected} processId={processId} />
              </div>
            </>
          )}
        </div>
        <ConfirmDialog pending={pending} onClose={dismiss} />
        <LeaveDialog blocker={blocker} />
      </div>
    </EditorActionsContext.Provider>
  );
}
