// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { useContext } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../../test/renderInEditor';
import { EditorStoreContext } from '../store/useEditorStore';
import { EditorToolbar } from './EditorToolbar';

function ToolbarOfSavedPipeline() {
  const store = useContext(EditorStoreContext)!;
  return (
    <MemoryRouter>
      <ReactFlowProvider>
        <EditorToolbar store={store} processId="382877520569041302" status="OFF" />
      </ReactFlowProvider>
    </MemoryRouter>
  );
}

describe('the editor toolbar’s 立即运行', () => {
  it('is there for a saved pipeline, and waits for unsaved edits to be saved', async () => {
    const { store } = renderInEditor(<ToolbarOfSavedPipeline />);
    const button = screen.getByRole('button', { name: '立即运行' });
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => store.setState((s) => ({ ...s, title: '改过的名字' })));
    expect(screen.getByRole('button', { name: '立即运行' }).hasAttribute('disabled')).toBe(true);
  });

  it('is absent while the pipeline has never been saved', () => {
    renderInEditor(
      <MemoryRouter>
        <NewPipelineToolbar />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: '立即运行' })).toBeNull();
  });
});

function NewPipelineToolbar() {
  const store = useContext(EditorStoreContext)!;
  return (
    <ReactFlowProvider>
      <EditorToolbar store={store} processId={undefined} status="OFF" />
    </ReactFlowProvider>
  );
}
