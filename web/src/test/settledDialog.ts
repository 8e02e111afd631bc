import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until an open dialog is in the accessibility tree. Fluent's focus trap (tabster) activates a dialog when the
 * focus is moved into it by code, as Fluent does on opening; on this loaded machine happy-dom sometimes moves it
 * before tabster has registered the dialog, which then stays "inactive" and hidden (aria-hidden). Moving the focus in
 * again, as Fluent does, is what a browser's timing gives.
 */
export async function settled(dialog: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    if (dialog.getAttribute('aria-hidden') === 'true') {
      // from outside, so that the focus does move (focusing the focused element fires no event)
      act(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        dialog.focus();
      });
    }
    expect(dialog.getAttribute('aria-hidden')).toBeNull();
  });
  return dialog;
}
