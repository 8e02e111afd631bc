// @vitest-environment happy-dom
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../auth/storage';
import { testI18n } from '../../test/i18n';
import { PanelResizer } from './PanelResizer';
import { loadPanelWidth, PANEL_DEFAULT_PX, savePanelWidth } from './panelWidth';

function Harness({ container = 1366 }: { container?: number }) {
  const [width, setWidth] = useState(480);
  return <PanelResizer width={width} containerWidth={() => container} onResize={setWidth} />;
}

const renderResizer = () =>
  render(
    <I18nextProvider i18n={testI18n()}>
      <FluentProvider theme={webLightTheme}>
        <Harness />
      </FluentProvider>
    </I18nextProvider>,
  );
const handle = () => screen.getByRole('separator');
const width = () => Number(handle().getAttribute('aria-valuenow'));

describe('PanelResizer (spec §2: a panel can be resized by dragging)', () => {
  it('follows a drag that leaves the handle, and stops when the button is released', () => {
    renderResizer();
    fireEvent.pointerDown(handle(), { button: 0, clientX: 886, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 786, pointerId: 1 });
    expect(width()).toBe(580);
    fireEvent.pointerMove(document.body, { clientX: 1086, pointerId: 1 });
    expect(width()).toBe(400); // spec §9: the panel keeps 400 px
    fireEvent.pointerUp(window, { clientX: 1086, pointerId: 1 });
    fireEvent.pointerMove(window, { clientX: 500, pointerId: 1 });
    expect(width()).toBe(400);
  });

  it('moves with the arrow keys, Home and End', () => {
    renderResizer();
    fireEvent.keyDown(handle(), { key: 'ArrowLeft' });
    expect(width()).toBe(504);
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    fireEvent.keyDown(handle(), { key: 'ArrowRight' });
    expect(width()).toBe(456);
    fireEvent.keyDown(handle(), { key: 'End' });
    expect(width()).toBe(1366 - 32);
    fireEvent.keyDown(handle(), { key: 'Home' });
    expect(width()).toBe(400);
    expect(handle().getAttribute('aria-valuemax')).toBe(String(1366 - 32));
  });

  it('keeps the width a person chose, ignoring nonsense', () => {
    const store = memoryStore();
    expect(loadPanelWidth(store)).toBe(PANEL_DEFAULT_PX);
    savePanelWidth(store, 612.4);
    expect(loadPanelWidth(store)).toBe(612);
    store.setItem('huiliu.editor.panelWidth', 'wide');
    expect(loadPanelWidth(store)).toBe(PANEL_DEFAULT_PX);
    store.setItem('huiliu.editor.panelWidth', '120');
    expect(loadPanelWidth(store)).toBe(PANEL_DEFAULT_PX);
  });
});
