import { FluentProvider, Toaster, webLightTheme } from '@fluentui/react-components';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from '@urql/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { APP_TOASTER_ID } from '../../layout/toaster';
import { testI18n } from '../../test/i18n';

/** Where the router is now, for tests that check a navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A screen as the app renders it: i18next, Fluent with the app's toaster, a GraphQL client and a router at `path`.
 * `dataRouter` gives a data router as the app's (createMemoryRouter), for screens that hold navigation (useBlocker).
 */
export function renderScreen(ui: ReactNode, options: { client: Client; path?: string; language?: 'zh-CN' | 'en'; dataRouter?: boolean }) {
  const user = userEvent.setup();
  const at = [options.path ?? '/app-manage'];
  const screen = (
    <>
      <Routes>
        <Route path="*" element={ui} />
      </Routes>
      <LocationProbe />
    </>
  );
  const view = render(
    <I18nextProvider i18n={testI18n(options.language)}>
      <FluentProvider theme={webLightTheme}>
        <UrqlProvider value={options.client}>
          {options.dataRouter ? (
            <RouterProvider router={createMemoryRouter([{ path: '*', element: screen }], { initialEntries: at })} />
          ) : (
            <MemoryRouter initialEntries={at}>{screen}</MemoryRouter>
          )}
        </UrqlProvider>
        <Toaster toasterId={APP_TOASTER_ID} />
      </FluentProvider>
    </I18nextProvider>,
  );
  return { ...view, user };
}
